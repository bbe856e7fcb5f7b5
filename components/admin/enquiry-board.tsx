"use client";
import Link from "next/link";
import { useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { api, type CallOptions } from "@/components/api/client";
import { useApiAction } from "@/components/api/use-api-action";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { enquiryMessages, enquiryStatusLabels, LOST_REASON_MAX_LENGTH, type EnquiryStatus } from "@/lib/validation/enquiries";
import { FollowUpDate, stageAccent } from "./enquiry-stage";

export interface BoardCard {
  id: string;
  name: string;
  about: string;
  status: EnquiryStatus;
  ownerName: string | null;
  followUpOn: string | null;
  duplicates: number;
}

/** A column of the board: a stage's newest cards, how many enquiries the stage holds, and its list (same filters). */
export interface BoardColumn {
  stage: EnquiryStatus;
  cards: BoardCard[];
  total: number;
  listHref: string;
}

/** The stages a card moves along with the arrow keys and the Back/Move buttons (lost is its own button). */
const path: readonly EnquiryStatus[] = ["new", "contacted", "quoted", "won"];
const nextOf = (s: EnquiryStatus) => (s === "lost" ? "contacted" : path[path.indexOf(s) + 1]);
const previousOf = (s: EnquiryStatus) => (s === "lost" ? undefined : path[path.indexOf(s) - 1]);

/** A card's button to the stage before (`back`, quiet) or after it. */
function MoveButton({
  back = false,
  card,
  to,
  disabled,
  onMove,
  children,
}: {
  back?: boolean;
  card: BoardCard;
  to: EnquiryStatus;
  disabled: boolean;
  onMove: (card: BoardCard, to: EnquiryStatus) => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={back ? "ghost" : "outline"}
      className="h-8 px-2"
      disabled={disabled}
      onClick={() => onMove(card, to)}
      aria-label={`Move ${card.name} ${back ? "back " : ""}to ${enquiryStatusLabels[to]}`}
    >
      {children}
    </Button>
  );
}

/**
 * The pipeline as a board: a column a stage, its newest cards (the server reads only those) under the stage's count,
 * and a link to the rest in the list when there are more. Each card moves with its buttons, or with the arrow keys while it
 * has focus (→ next stage, ← previous); moving to lost asks for the reason. Focus follows the moved card.
 */
export function EnquiryBoard({ columns, today }: { columns: BoardColumn[]; today: string }) {
  const moves = useCardMoves(columns);
  const lost = useLostReason(moves.move);
  return (
    <>
      <p id="board-help" className="mb-3 text-sm text-slate-600">
        Move a card with its buttons, or focus it and press → for the next stage and ← for the previous one.
      </p>
      <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-3 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0">
        {columns.map((column) => (
          <StageColumn key={column.stage} column={column} today={today} moves={moves} onLost={lost.open} />
        ))}
      </div>
      <LostReasonDialog lost={lost} busy={!!moves.busy} />
    </>
  );
}

/** Moving cards: one move at a time (the moving card is busy), by button or arrow key; focus follows the moved card. */
function useCardMoves(columns: BoardColumn[]) {
  const [busy, setBusy] = useState<string>();
  const [focusId, setFocusId] = useState<string>();

  useEffect(() => {
    if (focusId) document.getElementById(`enquiry-card-${focusId}`)?.focus();
  }, [columns, focusId]);

  const moving = useApiAction(
    (call: CallOptions, card: BoardCard, status: EnquiryStatus, lostReason: string | undefined) =>
      api.put("/api/admin/contact-messages/{id}", { params: { id: card.id }, body: { status, ...(lostReason ? { lostReason } : {}) } }, call),
    {
      successToast: (_answer, [card, status]) => `${card.name} moved to ${enquiryStatusLabels[status]}.`,
      onSuccess: (_answer, [card]) => setFocusId(card.id),
    },
  );

  async function move(card: BoardCard, status: EnquiryStatus, lostReason?: string) {
    setBusy(card.id);
    const answer = await moving.run(card, status, lostReason);
    setBusy(undefined);
    return answer?.ok === true;
  }

  function onKey(event: KeyboardEvent<HTMLElement>, card: BoardCard) {
    if (event.target !== event.currentTarget) return;
    const to = event.key === "ArrowRight" ? nextOf(card.status) : event.key === "ArrowLeft" ? previousOf(card.status) : undefined;
    if (!to) return;
    event.preventDefault();
    void move(card, to);
  }

  return { busy, move, onKey };
}

type CardMoves = ReturnType<typeof useCardMoves>;

/** The lost dialog's state: which card is being lost, and the reason it needs before the move. */
function useLostReason(move: CardMoves["move"]) {
  const [losing, setLosing] = useState<BoardCard>();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();

  function open(card: BoardCard) {
    setReason("");
    setReasonError(undefined);
    setLosing(card);
  }

  function change(text: string) {
    setReason(text);
    setReasonError(undefined);
  }

  async function confirm() {
    const text = reason.trim();
    if (!text) return setReasonError(enquiryMessages.lostReasonRequired);
    if (losing && (await move(losing, "lost", text))) setLosing(undefined);
  }

  return { losing, reason, reasonError, open, change, confirm, close: () => setLosing(undefined) };
}

/** A stage's column: its name and count, its newest cards, and a link to the rest in the list. */
function StageColumn({
  column: { stage, cards, total, listHref },
  today,
  moves,
  onLost,
}: {
  column: BoardColumn;
  today: string;
  moves: CardMoves;
  onLost: (card: BoardCard) => void;
}) {
  return (
    <section
      aria-labelledby={`stage-${stage}`}
      className={`w-[17rem] shrink-0 snap-start rounded-xl border border-t-4 border-slate-200 bg-slate-50 p-2.5 lg:w-auto ${stageAccent[stage]}`}
    >
      <h2 id={`stage-${stage}`} className="mb-2 flex items-center justify-between px-1 text-sm font-bold text-ink">
        {enquiryStatusLabels[stage]}{" "}
        <span className="rounded-full bg-white px-2 text-xs font-semibold text-slate-600 ring-1 ring-slate-200">{total.toLocaleString("en-IN")}</span>
      </h2>
      {cards.length === 0 ? (
        <p className="px-1 py-4 text-xs text-slate-500">No enquiry here.</p>
      ) : (
        <ul className="space-y-2">
          {cards.map((card) => (
            <li key={card.id}>
              <EnquiryCard card={card} today={today} moves={moves} onLost={onLost} />
            </li>
          ))}
        </ul>
      )}
      {total > cards.length && (
        <Link href={listHref} className="mt-2 block px-1 text-xs font-semibold text-brand-700 hover:underline">
          {(total - cards.length).toLocaleString("en-IN")} more in the list
        </Link>
      )}
    </section>
  );
}

/** One enquiry on the board: who and what, its owner and follow-up, and its buttons to the stages beside it. */
function EnquiryCard({ card, today, moves, onLost }: { card: BoardCard; today: string; moves: CardMoves; onLost: (card: BoardCard) => void }) {
  const { busy, move, onKey } = moves;
  const [back, forward] = [previousOf(card.status), nextOf(card.status)];
  return (
    <article
      id={`enquiry-card-${card.id}`}
      tabIndex={0}
      aria-label={`${card.name}, ${enquiryStatusLabels[card.status]}`}
      aria-describedby="board-help"
      aria-keyshortcuts="ArrowRight ArrowLeft"
      aria-busy={busy === card.id || undefined}
      onKeyDown={(e) => onKey(e, card)}
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <Link href={`/admin/enquiries/${card.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
        {card.name}
      </Link>
      <p className="line-clamp-2 text-xs text-slate-600">{card.about}</p>
      <p className="mt-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        <span>{card.ownerName ?? "No owner"}</span>
        {card.followUpOn && (
          <span>
            Follow up <FollowUpDate date={card.followUpOn} today={today} />
          </span>
        )}
        {card.duplicates > 0 && <span className="font-semibold text-amber-800">Possible duplicate</span>}
      </p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {back && (
          <MoveButton back card={card} to={back} disabled={!!busy} onMove={move}>
            ← {enquiryStatusLabels[back]}
          </MoveButton>
        )}
        {forward && (
          <MoveButton card={card} to={forward} disabled={!!busy} onMove={move}>
            {card.status === "lost" ? "Reopen" : enquiryStatusLabels[forward]} →
          </MoveButton>
        )}
        {card.status !== "lost" && card.status !== "won" && (
          <Button
            size="sm"
            variant="ghost"
            className="h-8 px-2 text-red-700"
            disabled={!!busy}
            aria-label={`Mark ${card.name} lost`}
            onClick={() => onLost(card)}
          >
            Lost…
          </Button>
        )}
      </div>
    </article>
  );
}

/** Asks why a card was lost; the move waits for a reason. */
function LostReasonDialog({ lost, busy }: { lost: ReturnType<typeof useLostReason>; busy: boolean }) {
  return (
    <Dialog open={!!lost.losing} onClose={lost.close} title={lost.losing ? `Why was ${lost.losing.name} lost?` : "Lost"}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void lost.confirm();
        }}
      >
        <TextField
          label="Lost reason"
          required
          autoFocus
          maxLength={LOST_REASON_MAX_LENGTH}
          value={lost.reason}
          error={lost.reasonError}
          onChange={(e) => lost.change(e.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={lost.close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            Mark lost
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
