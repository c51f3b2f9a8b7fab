import type { ServiceContext } from '../context.ts';
import { requestAudience, requireUser } from './authenticate.ts';
import { badRequest, forbidden, unprocessable } from './errors.ts';
import { readParams } from './params.ts';
import { checkPasswordStrength, hashPassword, verifyPassword } from './passwords.ts';
import { endSessions, type LogoutScope } from './sessions.ts';
import { emailTaken, findUserById, mergeMetadata, tokenUser, updateUser, userJson, type UserChanges } from './users.ts';
import { validateEmail } from './validation.ts';

/** GET /user: the caller's user, as GoTrue's UserGet answers it. */
export async function getUser(request: Request, context: ServiceContext): Promise<Response> {
  const { user, claims } = await requireUser(request, context);
  const tokenAud = Array.isArray(claims.aud) ? (claims.aud[0] as unknown) : claims.aud;
  if (tokenAud !== requestAudience(request, claims)) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience");
  }
  return Response.json(userJson(user));
}

/**
 * PUT /user (GoTrue's UserUpdate) for e-mail, password and user metadata. A new password logs out every other
 * session. A new e-mail applies at once: the local backend sends no confirmation mail (hosted Supabase does).
 */
export async function updateCurrentUser(request: Request, context: ServiceContext): Promise<Response> {
  const { user, session } = await requireUser(request, context);
  const params = await readParams(request, 'UserUpdateParams', {
    email: 'string',
    password: 'string',
    data: 'object',
    app_metadata: 'object',
    phone: 'string',
  });
  const email = params.email ? validateEmail(params.email) : '';
  if (params.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (params.password !== undefined) checkPasswordStrength(params.password);
  if (params.app_metadata !== undefined) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  const changingEmail = email !== '' && email !== user.email;
  if (changingEmail && (await emailTaken(context.db, email, user.id))) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered');
  }

  const now = context.now();
  const changes: UserChanges = {};
  if (params.password !== undefined) {
    if (await verifyPassword(params.password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    changes.passwordHash = await hashPassword(params.password);
  }
  if (params.data !== undefined) changes.userMetadata = mergeMetadata(tokenUser(user).userMetadata, params.data);
  if (changingEmail) {
    changes.email = email;
    if (user.email_confirmed_at === null) changes.emailConfirmedAt = now;
  }

  const updated = await context.db.transaction(async (tx) => {
    await updateUser(tx, user.id, changes, now);
    if (changes.passwordHash !== undefined) {
      await endSessions(tx, { userId: user.id, scope: 'others', currentSessionId: session?.id ?? null });
    }
    return findUserById(tx, user.id);
  });
  if (!updated) throw new Error(`user ${user.id} vanished while being updated`);
  return Response.json(userJson(updated));
}

const LOGOUT_SCOPES: Record<string, LogoutScope> = { '': 'global', global: 'global', local: 'local', others: 'others' };

/** POST /logout?scope=global|local|others: 204; the ended sessions' refresh tokens stop working. */
export async function logout(request: Request, context: ServiceContext): Promise<Response> {
  const { user, session } = await requireUser(request, context);
  const requested = new URL(request.url).searchParams.get('scope') ?? '';
  const scope = Object.hasOwn(LOGOUT_SCOPES, requested) ? LOGOUT_SCOPES[requested] : undefined;
  if (!scope) throw badRequest('validation_failed', `Unsupported logout scope "${requested}"`);
  await context.db.transaction((tx) => endSessions(tx, { userId: user.id, scope, currentSessionId: session?.id ?? null }));
  return new Response(null, { status: 204 });
}
