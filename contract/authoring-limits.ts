// The content creator's choices and limits, without zod: the pages import these, the schemas in
// contract/authoring.ts are built from them (issue 27).

/** A creator course's life: a draft, then a render's phases, then ready (or failed, with the reason). */
export const CREATOR_STATUSES = ["draft", "queued", "narrating", "rendering", "ready", "failed"] as const;
export type CreatorStatus = (typeof CREATOR_STATUSES)[number];
/** The statuses a render is under way in: the course is not edited into another render meanwhile. */
export const RENDERING_STATUSES = ["queued", "narrating", "rendering"] as const satisfies readonly CreatorStatus[];

export const CREATOR_LANGUAGES = ["en", "pt"] as const;
export type CreatorLanguage = (typeof CREATOR_LANGUAGES)[number];

/** A batch's rows become drafts, or drafts queued for rendering at once. */
export const BATCH_MODES = ["draft", "render"] as const;
export type BatchMode = (typeof BATCH_MODES)[number];
export const BATCH_STATUSES = ["running", "done"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_ROW_STATUSES = ["invalid", "draft", "queued", "narrating", "rendering", "ready", "failed"] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

export const AUTHORING_LIMITS = {
  pageSize: 20,
  search: 100,
  avatarName: 60,
  /** A presenter's speaking rate: a multiplier of 175 words a minute. */
  minRate: 0.5,
  maxRate: 2,
  defaultRate: 1,
  /** A portrait upload, before it is cropped to a square and resized. */
  portraitBytes: 5 * 1024 * 1024,
  portraitSize: 512,
  coverBytes: 5 * 1024 * 1024,
  /** What a draft may hold (the publish rules are the library's, contract/course-content.ts). */
  title: 90,
  summary: 300,
  stepTitle: 90,
  paragraph: 900,
  paragraphs: 6,
  takeaway: 200,
  takeaways: 4,
  steps: 7,
  keyTakeaways: 6,
  questions: 8,
  prompt: 300,
  option: 200,
  options: 5,
  explanation: 500,
  badgeName: 60,
  badgeDescription: 200,
  outline: 4000,
  /** A batch file: at most this many rows (outlines) and bytes. */
  batchRows: 200,
  batchBytes: 1024 * 1024,
} as const;
