import type { PhishingContext, PhishingPart } from "../part.ts";
import { createMailboxSettings } from "./mailbox.ts";
import { createManualReports } from "./manual.ts";
import { createPoller } from "./poll.ts";
import { createReviewQueue } from "./review.ts";
import { reportingRoutes } from "./routes.ts";

/** The minute's read of the reporting mailboxes: a job that queues itself again a minute later. */
export const MAILBOX_QUEUE = "phishing-mailbox-poll";
const EVERY_S = 60;

/**
 * Reports: the reporting mailboxes read over IMAP (a company's own, or the platform's), the
 * review queue of real suspicious messages, and reports marked by hand with their real time.
 */
export function createReportingPart(ctx: PhishingContext): { part: PhishingPart; poller: ReturnType<typeof createPoller> } {
  const poller = createPoller(ctx);
  const settings = createMailboxSettings(ctx);
  const review = createReviewQueue(ctx);
  const manual = createManualReports(ctx);
  // the hourly tick also sends this queue's job, which starts the chain again if it ever broke; a
  // second chain (a tick while one runs) ends at its first run, which finds a read just done
  let lastRun = 0;
  const work = async () => {
    if (Date.now() - lastRun < (EVERY_S - 10) * 1000) return;
    lastRun = Date.now();
    try {
      await poller.pollAll();
    } finally {
      await ctx.deps.jobs.send(MAILBOX_QUEUE, {}, { startAfter: EVERY_S });
    }
  };
  return {
    part: {
      routes: [reportingRoutes({ settings, poller, review, manual })],
      jobs: [{ queue: MAILBOX_QUEUE, every: "hour", work }],
    },
    poller,
  };
}
