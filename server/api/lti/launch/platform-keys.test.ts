import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../platform/config.ts";
import { startLtiPlatform, type LtiPlatform } from "../../../test/lti-platform.ts";
import { createPlatformHttp } from "../platform-http.ts";
import { contextRoleOf } from "./people.ts";
import { createPlatformKeys } from "./platform-keys.ts";
import { LaunchRefusal } from "./refusal.ts";

// The platforms' keys over real HTTP to the emulated LMS (cached, fetched again for a new kid),
// and how LTI roles become a context role.

const refusalOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof LaunchRefusal ? e.code : String(e)),
  );

describe("a platform's keys", () => {
  let platform: LtiPlatform;
  const http = createPlatformHttp(loadConfig({ NODE_ENV: "test", OUTBOUND_ALLOW_PRIVATE_NETWORKS: "true" } as NodeJS.ProcessEnv));
  beforeAll(async () => {
    platform = await startLtiPlatform();
  });
  afterAll(() => platform.close());

  it("finds a key by kid, fetches the set again once for a kid it does not hold, and refuses one the platform does not publish", async () => {
    let clock = 0;
    const keys = createPlatformKeys(http, () => clock);
    const url = `${platform.url}/jwks`;
    expect(await keys.keyFor(url, "emu-1")).toBeDefined();
    await platform.rotateKeys();
    // within the cache's time, the new kid fetches the set again
    expect(await keys.keyFor(url, "emu-2")).toBeDefined();
    expect(await refusalOf(keys.keyFor(url, "emu-none"))).toBe("unknown_kid");
    // several keys and no kid: which one is unknown
    expect(await refusalOf(keys.keyFor(url, undefined))).toBe("unknown_kid");
    clock += 11 * 60 * 1000;
    expect(await keys.keyFor(url, "emu-1")).toBeDefined();
  });

  it("answers platform_unreachable when the set cannot be fetched or is not a JWKS", async () => {
    const keys = createPlatformKeys(http);
    const closed = await startLtiPlatform();
    const gone = `${closed.url}/jwks`;
    await closed.close();
    expect(await refusalOf(keys.keyFor(gone, "emu-1"))).toBe("platform_unreachable");
    expect(await refusalOf(keys.keyFor(`${platform.url}/no-such-path`, "emu-1"))).toBe("platform_unreachable");
  });
});

describe("context roles", () => {
  it("makes instructors of Instructor and Administrator (context or institution roles, short forms), learners of the rest", () => {
    const lis = "http://purl.imsglobal.org/vocab/lis/v2/";
    expect(contextRoleOf([`${lis}membership#Instructor`])).toBe("instructor");
    expect(contextRoleOf([`${lis}membership#Learner`, `${lis}membership#Administrator`])).toBe("instructor");
    expect(contextRoleOf([`${lis}institution/person#Instructor`])).toBe("instructor");
    expect(contextRoleOf(["Instructor"])).toBe("instructor");
    expect(contextRoleOf(["Administrator"])).toBe("instructor");
    expect(contextRoleOf([`${lis}membership#Learner`])).toBe("learner");
    expect(contextRoleOf([`${lis}membership/Instructor#TeachingAssistant`, `${lis}system/person#Administrator`])).toBe("learner");
    expect(contextRoleOf([])).toBe("learner");
  });
});
