import type { z } from "zod";
import type { courseCardSchema, enrollmentSchema } from "../../../contract/learning.ts";

export type CourseCardData = z.infer<typeof courseCardSchema>;
export type Enrollment = z.infer<typeof enrollmentSchema>;
/** One row of GET /api/enrollments. */
export type EnrollmentItem = { course: CourseCardData; enrollment: Enrollment };
export type EnrollmentPage = { data: EnrollmentItem[]; page: number; limit: number; total: number };

/** One row of GET /api/badges (newest first). */
export type AwardedBadge = {
  courseSlug: string;
  courseTitle: string;
  name: string;
  description: string;
  color: string;
  illustration: string;
  awardedAt: string;
};

/** One row of GET /api/certificates (newest first). */
export type LearnerCertificate = {
  id: string;
  status: "valid" | "revoked";
  learnerName: string;
  title: string;
  verificationCode: string;
  score: number | null;
  issuedAt: string;
  revokedAt?: string | null;
};
