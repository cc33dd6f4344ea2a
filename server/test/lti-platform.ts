// A real LTI 1.3 platform for the LTI tool's tests (see server/test/lti-platform/index.ts).
export { startLtiPlatform } from "./lti-platform/index.ts";
export { parseAutoPost } from "./lti-platform/html.ts";
export type {
  EmuDeepLinkItem,
  EmuDynamicRegistration,
  EmuLaunch,
  EmuLineItem,
  EmuMember,
  EmuScore,
  EmuTamper,
  EmuUser,
  LtiPlatform,
} from "./lti-platform/types.ts";
