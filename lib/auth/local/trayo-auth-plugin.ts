import type { BetterAuthPlugin } from "better-auth";
import { APIError, BASE_ERROR_CODES } from "better-auth";
import { createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

/**
 * Two server-only endpoints (never on the HTTP router) that give the local provider Supabase's
 * semantics: a password-reset link signs the person in (then /reset-password asks for the new
 * password), and a signed-in person can set a new password without typing the old one.
 */
export const trayoAuthPlugin = () =>
  ({
    id: "trayo",
    endpoints: {
      establishRecoverySession: createAuthEndpoint.serverOnly(
        { method: "POST", body: z.object({ token: z.string().min(1) }) },
        async (ctx) => {
          const identifier = `reset-password:${ctx.body.token}`;
          const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
          if (!pending || pending.expiresAt < new Date()) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.INVALID_TOKEN);
          const consumed = await ctx.context.internalAdapter.consumeVerificationValue(identifier);
          if (!consumed) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.INVALID_TOKEN);
          let user = await ctx.context.internalAdapter.findUserById(consumed.value);
          if (!user) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.USER_NOT_FOUND);
          // Opening the emailed link proves the address, as Supabase's recovery link does.
          if (!user.emailVerified) user = await ctx.context.internalAdapter.updateUser(user.id, { emailVerified: true });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw APIError.from("INTERNAL_SERVER_ERROR", BASE_ERROR_CODES.FAILED_TO_CREATE_SESSION);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, email: user.email, name: user.name } });
        },
      ),
      setOwnPassword: createAuthEndpoint.serverOnly(
        { method: "POST", body: z.object({ newPassword: z.string() }), use: [sessionMiddleware] },
        async (ctx) => {
          const { newPassword } = ctx.body;
          const { minPasswordLength, maxPasswordLength } = ctx.context.password.config;
          if (newPassword.length < minPasswordLength) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.PASSWORD_TOO_SHORT);
          if (newPassword.length > maxPasswordLength) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.PASSWORD_TOO_LONG);
          const userId = ctx.context.session.user.id;
          const hash = await ctx.context.password.hash(newPassword);
          const account = await ctx.context.internalAdapter.findCredentialAccount(userId);
          if (account) await ctx.context.internalAdapter.updatePassword(userId, hash);
          else await ctx.context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
          return ctx.json({ status: true });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
