// Scaffold: replaced by the assistants' pages (issue 29).
export default function Page() {
  return <main id="main" />;
}
