import type { Page } from "@playwright/test";
import type { CourseContent } from "../contract/course-content.ts";

/**
 * The ids of a course's right options as the learner's current attempt serves them (options are
 * shuffled per attempt), found by their words in either language. The learner must be enrolled.
 */
export async function rightAnswerIds(page: Page, course: CourseContent): Promise<string[][]> {
  const words = course.en.challenge.questions.map((q, i) =>
    q.correct.map((k) => [q.options[k]!, course.pt.challenge.questions[i]!.options[k]!]),
  );
  return page.evaluate(
    async ({ slug, words }) => {
      const { questions } = (await (await fetch(`/api/enrollments/${slug}`)).json()) as {
        questions: { choices: { id: string; text: string }[] }[];
      };
      return words.map((right, i) => right.map((w) => questions[i]!.choices.find((c) => w.includes(c.text))!.id));
    },
    { slug: course.slug, words },
  );
}
