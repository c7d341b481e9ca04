import type { BetterAuthPlugin } from "better-auth";
import { APIError, BASE_ERROR_CODES } from "better-auth";
import { createAuthEndpoint, sessionMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, RECOVERY_WINDOW_MS } from "../auth.validation";

const recoveryMarker = (sessionToken: string) => `recovery-session:${sessionToken}`;

/**
 * Server-only endpoints (never on the HTTP router) that give the local provider Supabase's semantics:
 * a password-reset link signs the person in (then /reset-password asks for the new password), and a
 * signed-in person sets a new password, with the current one unless inside a fresh recovery session.
 * A new password ends every other session of that person.
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
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: recoveryMarker(session.token),
            value: user.id,
            expiresAt: new Date(Date.now() + RECOVERY_WINDOW_MS),
          });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ user: { id: user.id, email: user.email, name: user.name } });
        },
      ),
      isRecoverySession: createAuthEndpoint.serverOnly({ method: "GET", use: [sessionMiddleware] }, async (ctx) => {
        const marker = await ctx.context.internalAdapter.findVerificationValue(recoveryMarker(ctx.context.session.session.token));
        return ctx.json({ recovery: Boolean(marker && marker.expiresAt > new Date()) });
      }),
      setOwnPassword: createAuthEndpoint.serverOnly(
        { method: "POST", body: z.object({ newPassword: z.string(), currentPassword: z.string().optional() }), use: [sessionMiddleware] },
        async (ctx) => {
          const { newPassword, currentPassword } = ctx.body;
          const { minPasswordLength, maxPasswordLength } = ctx.context.password.config;
          if (newPassword.length < minPasswordLength) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.PASSWORD_TOO_SHORT);
          if (newPassword.length > maxPasswordLength) throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.PASSWORD_TOO_LONG);
          const userId = ctx.context.session.user.id;
          const currentToken = ctx.context.session.session.token;
          const account = await ctx.context.internalAdapter.findCredentialAccount(userId);
          const marker = await ctx.context.internalAdapter.findVerificationValue(recoveryMarker(currentToken));
          const freshRecovery = Boolean(marker && marker.expiresAt > new Date());
          if (!freshRecovery) {
            // Someone at an unlocked screen must not be able to take the account over.
            if (!currentPassword) throw new APIError("BAD_REQUEST", { message: CURRENT_PASSWORD_REQUIRED });
            const matches = account?.password ? await ctx.context.password.verify({ hash: account.password, password: currentPassword }) : false;
            if (!matches) throw new APIError("BAD_REQUEST", { message: CURRENT_PASSWORD_WRONG });
          }
          const hash = await ctx.context.password.hash(newPassword);
          if (account) await ctx.context.internalAdapter.updatePassword(userId, hash);
          else await ctx.context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
          if (marker) await ctx.context.internalAdapter.deleteVerificationByIdentifier(marker.identifier);
          // A new password ends every other session (a thief's included); this one stays signed in.
          const others = (await ctx.context.internalAdapter.listSessions(userId)).map((s) => s.token).filter((token) => token !== currentToken);
          if (others.length > 0) await ctx.context.internalAdapter.deleteSessions(others);
          return ctx.json({ status: true });
        },
      ),
      signOutEverywhere: createAuthEndpoint.serverOnly({ method: "POST", use: [sessionMiddleware] }, async (ctx) => {
        await ctx.context.internalAdapter.deleteUserSessions(ctx.context.session.user.id);
        return ctx.json({ status: true });
      }),
    },
  }) satisfies BetterAuthPlugin;
