import { randomBytes } from 'node:crypto';
import type { ServiceContext } from '../context.ts';
import { isDatabaseError } from '../db/drivers.ts';
import { requestAudience, requireAdmin } from './authenticate.ts';
import { badRequest, notFound, unprocessable } from './errors.ts';
import { decodeParams, readParams, type FieldKind } from './params.ts';
import { checkPasswordStrength, hashPassword, isBcryptHash } from './passwords.ts';
import { endSessions } from './sessions.ts';
import { isUuid, NIL_UUID } from './tokens.ts';
import {
  deleteUser,
  emailTaken,
  findUserById,
  insertUser,
  listUsers,
  mergeMetadata,
  tokenUser,
  updateUser,
  userJson,
  type UserChanges,
  type UserRow,
} from './users.ts';
import { bannedUntilFor, paginationHeaders, parsePagination, validateEmail } from './validation.ts';

/** The admin API's user attributes (GoTrue's AdminUserParams). */
const ADMIN_USER_PARAMS = {
  id: 'string',
  aud: 'string',
  role: 'string',
  email: 'string',
  phone: 'string',
  password: 'string',
  password_hash: 'string',
  email_confirm: 'boolean',
  phone_confirm: 'boolean',
  user_metadata: 'object',
  app_metadata: 'object',
  ban_duration: 'string',
} satisfies Record<string, FieldKind>;

const DUPLICATE_EMAIL = 'A user with this email address has already been registered';

/** The local backend stores no phone numbers: there is no SMS provider to confirm them with. */
function refusePhone(phone: string | undefined): void {
  if (phone) throw badRequest('validation_failed', 'Phone numbers are not supported by the local auth service');
}

/** GET /admin/users?page&per_page: newest first, with X-Total-Count and Link as GoTrue sends them. */
export async function listUsersRoute(request: Request, context: ServiceContext): Promise<Response> {
  const claims = await requireAdmin(request, context);
  const aud = requestAudience(request, claims);
  const query = new URL(request.url).searchParams;
  const pagination = parsePagination(query);
  const { users, total } = await listUsers(context.db, { aud, ...pagination });
  return Response.json({ users: users.map(userJson), aud }, { headers: paginationHeaders(context.path, query, pagination, total) });
}

/** POST /admin/users (GoTrue's adminUserCreate), e-mail accounts only. */
export async function createUserRoute(request: Request, context: ServiceContext): Promise<Response> {
  const claims = await requireAdmin(request, context);
  const params = await readParams(request, 'AdminUserParams', ADMIN_USER_PARAMS);
  const aud = params.aud || requestAudience(request, claims);
  if (!params.email && !params.phone) {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  refusePhone(params.phone);
  const email = validateEmail(params.email ?? '');
  if (await emailTaken(context.db, email)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  if (params.password !== undefined && params.password_hash) {
    throw badRequest('validation_failed', 'Only a password or a password hash should be provided');
  }
  if (params.password_hash && !isBcryptHash(params.password_hash)) {
    throw badRequest('validation_failed', 'Only bcrypt password hashes are supported by the local auth service');
  }
  if (params.id !== undefined && params.id !== '') {
    if (!isUuid(params.id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format');
    if (params.id === NIL_UUID) throw badRequest('validation_failed', 'ID cannot be a nil uuid');
  }
  const now = context.now();
  const bannedUntil = params.ban_duration ? bannedUntilFor(params.ban_duration, now) : null;
  // Without a password GoTrue sets a random one nobody knows: the account exists but cannot sign in yet.
  const password = params.password || randomBytes(48).toString('base64url');
  const passwordHash = params.password_hash || (await hashPassword(password));
  const userMetadata = { ...(params.user_metadata ?? {}), ...(params.email_confirm ? { email_verified: true } : {}) };

  let id: string;
  try {
    id = await insertUser(context.db, {
      ...(params.id ? { id: params.id.toLowerCase() } : {}),
      aud,
      role: params.role || 'authenticated',
      email,
      passwordHash,
      emailConfirmedAt: params.email_confirm ? now : null,
      appMetadata: mergeMetadata({ provider: 'email', providers: ['email'] }, params.app_metadata ?? {}),
      userMetadata,
      bannedUntil,
      now,
    });
  } catch (error) {
    // Another request took the e-mail (or the id) between the check and the insert.
    if (isDatabaseError(error) && error.code === '23505') {
      throw /email/.test(error.message) ? unprocessable('email_exists', DUPLICATE_EMAIL) : unprocessable('user_already_exists', 'User already exists');
    }
    throw error;
  }
  return Response.json(userJson(await loadUser(context, id)));
}

async function loadUser(context: ServiceContext, id: string): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(context.db, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** GET /admin/users/:id */
export async function getUserRoute(request: Request, context: ServiceContext, id: string): Promise<Response> {
  await requireAdmin(request, context);
  return Response.json(userJson(await loadUser(context, id)));
}

/** PUT /admin/users/:id (GoTrue's adminUserUpdate). A new password signs the user out everywhere. */
export async function updateUserRoute(request: Request, context: ServiceContext, id: string): Promise<Response> {
  await requireAdmin(request, context);
  const user = await loadUser(context, id);
  const params = await readParams(request, 'AdminUserParams', ADMIN_USER_PARAMS);
  const email = params.email ? validateEmail(params.email) : '';
  refusePhone(params.phone);
  const now = context.now();
  const bannedUntil = params.ban_duration ? bannedUntilFor(params.ban_duration, now) : undefined;
  if (params.password !== undefined) checkPasswordStrength(params.password);
  if (email !== '' && email !== user.email && (await emailTaken(context.db, email, user.id))) {
    throw unprocessable('email_exists', DUPLICATE_EMAIL);
  }

  const current = tokenUser(user);
  const changes: UserChanges = {};
  let userMetadata = current.userMetadata;
  if (params.role) changes.role = params.role;
  if (params.email_confirm) {
    changes.emailConfirmedAt = now;
    userMetadata = mergeMetadata(userMetadata, { email_verified: true });
  }
  if (params.password !== undefined) changes.passwordHash = await hashPassword(params.password);
  if (email !== '') changes.email = email;
  if (params.app_metadata !== undefined) changes.appMetadata = mergeMetadata(current.appMetadata, params.app_metadata);
  if (params.user_metadata !== undefined) userMetadata = mergeMetadata(userMetadata, params.user_metadata);
  if (userMetadata !== current.userMetadata) changes.userMetadata = userMetadata;
  if (bannedUntil !== undefined) changes.bannedUntil = bannedUntil;

  await context.db.transaction(async (tx) => {
    await updateUser(tx, user.id, changes, now);
    if (changes.passwordHash !== undefined) await endSessions(tx, { userId: user.id, scope: 'global', currentSessionId: null });
  });
  return Response.json(userJson(await loadUser(context, user.id)));
}

/** DELETE /admin/users/:id, hard by default; `should_soft_delete` keeps the row, anonymised, as GoTrue does. */
export async function deleteUserRoute(request: Request, context: ServiceContext, id: string): Promise<Response> {
  await requireAdmin(request, context);
  const user = await loadUser(context, id);
  const text = await request.text();
  // An empty body is allowed here; anything else must decode.
  const { should_soft_delete: soft = false } =
    text.length === 0 ? {} : decodeParams(text, 'adminUserDeleteParams', { should_soft_delete: 'boolean' });
  const now = context.now();
  await context.db.transaction(async (tx) => {
    if (!soft) {
      await deleteUser(tx, user.id);
      return;
    }
    if (user.deleted_at !== null) return;
    await updateUser(tx, user.id, { email: null, passwordHash: null, deletedAt: now }, now);
    await endSessions(tx, { userId: user.id, scope: 'global', currentSessionId: null });
  });
  return Response.json({});
}
