import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { TOKEN_PATTERN } from "../../../contract/phishing-limits.ts";
import { LessonStage } from "../../components/phishing/landing/lesson-stage.tsx";
import { SignInStage } from "../../components/phishing/landing/sign-in-stage.tsx";
import { loaderApi, orThrow } from "../../lib/api-client.ts";
import { useRootData } from "../../root.tsx";

/**
 * /simulation/{token}: where a simulated e-mail's link leads (after /s/{token} recorded the
 * click). No session: the recipient's token is the only key, and an unknown one is the usual 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  const token = args.params.token ?? "";
  if (!TOKEN_PATTERN.test(token)) throw data("validation", { status: 404 });
  const landing = orThrow(await loaderApi(args).get("/public/phishing/landing/{token}", { params: { token } }));
  const reported = new URL(args.request.url).searchParams.get("reported") === "1";
  return { token, landing, reported, seo: { title: landing.stage === "sign-in" ? landing.message.senderName : landing.company } };
}

export default function PhishingLanding() {
  const { token, landing, reported } = useLoaderData<typeof loader>();
  const brand = useRootData()?.brand;
  if (landing.stage === "sign-in") return <SignInStage landing={landing} token={token} />;
  return <LessonStage landing={landing} brand={brand} reported={reported} />;
}
