// Scaffold: replaced by the LTI launch pages (issue 28).
export default function Page() {
  return <main id="main" />;
}
