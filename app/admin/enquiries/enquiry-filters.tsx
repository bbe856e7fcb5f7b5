import { EnquiryViews, OwnerFilter } from "@/components/admin/enquiry-views";
import { FilterInput, FilterSelect } from "@/components/admin/ui";
import type { EnquiryFilter, EnquiryOwner } from "@/lib/enquiries/types";
import { trainingTypes } from "@/lib/validation/contact-rules";
import { enquiryStatusLabels, enquiryStatuses } from "@/lib/validation/enquiries";

/** The list view's filters (status, owner, follow-up, type, course), each starting from what the address asked for. */
export function EnquiryFilters({ filter, owners, courseTitles }: { filter: EnquiryFilter; owners: EnquiryOwner[]; courseTitles: string[] }) {
  return (
    <EnquiryViews current="list" q={filter.q}>
      <FilterSelect
        label="Status"
        name="status"
        defaultValue={filter.status}
        options={[{ value: "", label: "All" }, ...enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusLabels[status] }))]}
      />
      <OwnerFilter owners={owners} ownerId={filter.ownerId} />
      <FilterInput label="Follow-up due by" name="followUpBefore" type="date" defaultValue={filter.followUpBefore} />
      <FilterSelect
        label="Type"
        name="type"
        defaultValue={filter.trainingType}
        options={[{ value: "", label: "All" }, ...trainingTypes.map((type) => ({ value: type, label: type }))]}
      />
      <FilterSelect
        label="Course"
        name="course"
        defaultValue={filter.courseTitle}
        options={[{ value: "", label: "Any course" }, ...courseTitles.map((title) => ({ value: title, label: title }))]}
      />
    </EnquiryViews>
  );
}
