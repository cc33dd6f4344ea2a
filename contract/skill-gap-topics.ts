// The skill-gap test's topics (docs/decisions/0034-skill-gap-test.md): what each area is measured
// by, and the library courses that teach each topic, so a weak topic leads to its courses.
import type { Area } from "./course-areas.ts";

export const SKILL_GAP_TOPICS = [
  {
    id: "phishing",
    area: "cybersecurity",
    courses: ["phishing-essentials", "business-email-compromise", "vishing-and-callback-phishing", "cloud-sharing-and-oauth-consent"],
  },
  {
    id: "social-engineering",
    area: "cybersecurity",
    courses: [
      "social-engineering-and-pretexting",
      "ai-scams-and-deepfakes",
      "vishing-and-callback-phishing",
      "everyday-scams-in-brazil",
      "social-media-and-oversharing",
      "physical-security-and-clean-desk",
    ],
  },
  {
    id: "accounts",
    area: "cybersecurity",
    courses: ["passwords-and-passphrases", "multi-factor-authentication", "identity-theft-and-sim-swap"],
  },
  {
    id: "devices-and-networks",
    area: "cybersecurity",
    courses: [
      "device-and-mobile-security",
      "safe-browsing-and-downloads",
      "public-wifi-and-travel",
      "secure-remote-work",
      "removable-media-and-usb-drops",
      "secure-software-basics",
    ],
  },
  {
    id: "incidents",
    area: "cybersecurity",
    courses: ["reporting-security-incidents", "ransomware-basics", "insider-risk", "security-for-managers"],
  },
  {
    id: "personal-data",
    area: "privacy-compliance",
    courses: [
      "data-protection-lgpd-gdpr",
      "data-classification-and-handling",
      "lgpd-for-data-handlers",
      "generative-ai-at-work",
      "keeping-children-safe-online",
    ],
  },
  { id: "data-rights", area: "privacy-compliance", courses: ["data-protection-lgpd-gdpr", "lgpd-for-data-handlers"] },
  {
    id: "data-incidents",
    area: "privacy-compliance",
    courses: ["data-protection-lgpd-gdpr", "reporting-security-incidents", "lgpd-for-data-handlers"],
  },
  { id: "writing", area: "professional-skills", courses: ["clear-business-emails"] },
  { id: "presenting", area: "professional-skills", courses: ["presenting-with-confidence"] },
  { id: "feedback", area: "professional-skills", courses: ["giving-and-receiving-feedback"] },
  { id: "time", area: "professional-skills", courses: ["time-management-essentials"] },
] as const satisfies readonly { id: string; area: Area; courses: readonly string[] }[];

export type SkillGapTopic = (typeof SKILL_GAP_TOPICS)[number]["id"];
export const TOPIC_IDS = SKILL_GAP_TOPICS.map((t) => t.id) as [SkillGapTopic, ...SkillGapTopic[]];

/** Questions per area in one sitting (every area measured; its topics taken in turn). */
export const SKILL_GAP_PER_AREA = 5;

/**
 * How far an area's score can be trusted, from how many of its questions were answered: a handful
 * of questions only indicates; the note says so next to the score.
 */
export const CONFIDENCE = ["indicative", "moderate", "solid"] as const;
export type Confidence = (typeof CONFIDENCE)[number];
export const confidenceOf = (answered: number): Confidence => (answered >= 10 ? "solid" : answered >= 5 ? "moderate" : "indicative");
