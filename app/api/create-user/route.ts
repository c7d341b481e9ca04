import { NextResponse } from "next/server";
import { ADMIN_REQUIRED_MESSAGE } from "@/lib/actions/action-client";
import { getAuthProvider } from "@/lib/auth/get-auth-provider";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { readJsonBody, withAdmin } from "@/lib/http/route-handlers";
import { createMailProvider } from "@/lib/providers/mail/create-mail-provider";
import { createUserWithLogin } from "@/lib/users/create-user";
import { CREATE_USER_FAILED_MESSAGE, createUserSchema } from "@/lib/users/user.validation";

/**
 * create_user (spec 2 §7): body {name, email, role, company_id, phone_number, event_discovery_enabled};
 * answers {success: true, user_id, warning} or {success: false, error} (with `error` also read by
 * the one JSON error shape of the route wrappers).
 */
export const POST = withAdmin(
  "creating a user",
  async (request, { adminId, requestId }) => {
    try {
      const input = await readJsonBody(request, createUserSchema);
      const { userId, warning } = await createUserWithLogin(adminId, input, { authAdmin: (await getAuthProvider()).admin, mail: createMailProvider() });
      return NextResponse.json({ success: true, user_id: userId, warning }, { status: 201 });
    } catch (error) {
      if (!(error instanceof AppError)) {
        log.error("route: creating a user failed", { requestId, adminId, error });
        return NextResponse.json({ success: false, error: CREATE_USER_FAILED_MESSAGE }, { status: 500 });
      }
      return NextResponse.json({ success: false, error: error.message || CREATE_USER_FAILED_MESSAGE }, { status: error.status });
    }
  },
  { forbiddenMessage: ADMIN_REQUIRED_MESSAGE },
);
