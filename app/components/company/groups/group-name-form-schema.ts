import { groupInputSchema } from "../../../../contract/groups.ts";

/** A group's name as POST /entity/groups and PATCH /entity/groups/{groupId} check it: required once trimmed, at most GROUP_LIMITS.name. */
export const groupNameFormSchema = groupInputSchema;
