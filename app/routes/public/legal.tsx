import { useMatches } from "react-router";
import { LEGAL_DOCUMENTS, LegalDocument, type LegalRouteId } from "../../components/public/legal-document.tsx";

/** One module for the four legal routes; the route id says which document to show. */
export default function Legal() {
  const routeId = useMatches().at(-1)?.id.replace(/\.pt$/, "") ?? "";
  const id: LegalRouteId = routeId in LEGAL_DOCUMENTS ? (routeId as LegalRouteId) : "terms-of-service";
  return (
    <div>
      <LegalDocument key={id} id={id} />
    </div>
  );
}
