// The catalogue's areas and levels: plain values the browser uses for filters and the
// contract's schemas (learning, skill gap, course content) use for their enums.

export const AREAS = ["cybersecurity", "privacy-compliance", "professional-skills"] as const;
export type Area = (typeof AREAS)[number];
export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];

export const isArea = (v: unknown): v is Area => (AREAS as readonly unknown[]).includes(v);
export const isLevel = (v: unknown): v is Level => (LEVELS as readonly unknown[]).includes(v);
