// Scaffold: replaced by the assistants' log page (issue 29).
export default function Page() {
  return <main id="main" />;
}
