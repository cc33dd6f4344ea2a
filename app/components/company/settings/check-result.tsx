/** The outcome of a DNS check (or any check a manager starts), announced as it arrives. */
export function CheckResult({ result, testId }: { result: { ok: boolean; message: string } | null; testId: string }) {
  return (
    <div role="status" aria-live="polite">
      {result ? (
        <p
          data-testid={testId}
          className={`mt-4 rounded-lg border p-3 text-sm font-medium [overflow-wrap:anywhere] ${result.ok ? "border-green-700 text-green-800 dark:border-green-400 dark:text-green-300" : "border-red-700 text-red-700 dark:border-red-400 dark:text-red-300"}`}
        >
          {result.message}
        </p>
      ) : null}
    </div>
  );
}
