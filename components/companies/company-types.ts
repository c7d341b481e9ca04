import type { AdminAction } from "@/components/admin/admin-action-types";
import type { CompanyDependencies } from "@/lib/companies/delete-company";
import type { SignalWeights } from "@/lib/signal-weights/signal-weight-defaults";

/** The fields of a company the dialog edits. */
export type EditableCompany = { id: string; name: string; solutions: string | null; solutions_brief: string | null; logo_url: string | null };

/** A table row: the solutions text cut to what two lines show; the dialog loads the whole company. */
export type CompanyTableRow = { id: string; name: string; logo_url: string | null; solutionsPreview: string | null; created: string; createdIso: string };

/** The company server actions, handed by the page to its client components. */
export type CompanyActions = {
  load: AdminAction<string, { company: EditableCompany }>;
  save: AdminAction<FormData, { id: string; logoError: string | null }>;
  dependencies: AdminAction<string, { name: string; counts: CompanyDependencies }>;
  remove: AdminAction<string, { message: string }>;
  loadWeights: AdminAction<string, { weights: SignalWeights }>;
  saveWeights: AdminAction<{ company_id: string; weights: Record<string, string> }, { weights: SignalWeights }>;
};
