// Scaffold: replaced by the phishing simulation pages (issue 30).
export default function Page() {
  return <main id="main" />;
}
