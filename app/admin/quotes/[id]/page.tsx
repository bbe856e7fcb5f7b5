import { ConfirmAction } from "@/components/admin/confirm-action";
import { PageHeader } from "@/components/admin/ui";
import { Pill } from "@/components/ui/pill";
import { requirePageStaff } from "@/lib/auth/current-user";
import { foundOr404 } from "@/lib/http/found-or-404";
import { quoteStatusLabels, quoteStatusTones } from "@/lib/quotes/format";
import { getQuote } from "@/lib/quotes/reads";
import { QuoteDetailsCard, QuoteLinesCard } from "./quote-cards";

export const metadata = { title: "Quote" };

export default async function QuotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requirePageStaff(`/admin/quotes/${id}`);
  const view = await foundOr404(getQuote(id));
  const { quote: q, status } = view;
  return (
    <>
      <PageHeader
        title={`Quote ${q.number}`}
        description={
          <Pill tone={quoteStatusTones[status]} data-testid="quote-status">
            {quoteStatusLabels[status]}
          </Pill>
        }
        back={{ href: "/admin/quotes", label: "Quotes" }}
        actions={
          q.status === "sent" && (
            <ConfirmAction
              label="Withdraw quote"
              title={`Withdraw quote ${q.number}?`}
              message="Its Accept link stops working. The buyer is not told: let them know yourself."
              route="PUT /api/admin/quotes/{id}"
              input={{ params: { id: q.id }, body: { status: "withdrawn" } }}
            />
          )
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <QuoteLinesCard view={view} />
        <QuoteDetailsCard view={view} />
      </div>
    </>
  );
}
