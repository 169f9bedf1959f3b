import { PROFILES } from '@frota/engine';
import type { JsonSchema } from '../../http/envelope.ts';

/** A required non-empty string property with the pt-BR title used in validation messages. */
const text = (title: string, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  title,
  minLength: 1,
  ...extra,
});

function body(properties: Record<string, JsonSchema>): JsonSchema {
  return { type: 'object', properties, required: Object.keys(properties) };
}

// Upper bounds keep hostile sizes away from scrypt and the database; the password rule's own pt-BR message
// (at most 128 characters) comes from the handlers, so these bounds sit well above it.
const email = (title = 'E-mail') => text(title, { maxLength: 254 });
const password = (title: string) => text(title, { maxLength: 1024 });
const token = (title: string) => text(title, { maxLength: 256 });

export const credentialsBody = body({ email: email(), password: password('Senha') });
export const refreshBody = body({ refreshToken: token('Token de atualização') });
export const changePasswordBody = body({
  currentPassword: password('Senha atual'),
  password: password('Nova senha'),
  passwordConfirmation: password('Confirmação de senha'),
});
export const resetRequestBody = body({ email: email() });
export const resetBody = body({
  email: email(),
  password: password('Senha'),
  passwordConfirmation: password('Confirmação de senha'),
  token: token('Token'),
});

const sessionTokensProperties = {
  accessToken: { type: 'string', description: 'JWT HS256; vai no cabeçalho Authorization: Bearer.' },
  refreshToken: { type: 'string', description: 'Opaco, uso único: cada renovação devolve um novo.' },
  expiresIn: { type: 'string', format: 'date-time', description: 'Quando o accessToken expira (UTC).' },
} as const;

export const sessionTokensSchema: JsonSchema = {
  type: 'object',
  properties: sessionTokensProperties,
  required: Object.keys(sessionTokensProperties),
};

export const loginSchema: JsonSchema = {
  type: 'object',
  properties: {
    isLogged: { type: 'boolean', enum: [true] },
    ...sessionTokensProperties,
    userData: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        profile: { type: 'string', enum: PROFILES },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        email: { type: 'string' },
      },
      required: ['id', 'profile', 'firstName', 'lastName', 'email'],
    },
  },
  required: ['isLogged', ...Object.keys(sessionTokensProperties), 'userData'],
};

/** "Sessões ativas": the caller's live sessions. */
export const activeSessionsSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'createdAt', 'lastSeenAt', 'address', 'userAgent', 'current'],
    properties: {
      id: { type: 'integer' },
      createdAt: { type: 'string', format: 'date-time' },
      lastSeenAt: { type: 'string', format: 'date-time' },
      address: { type: ['string', 'null'] },
      userAgent: { type: ['string', 'null'] },
      current: { type: 'boolean' },
    },
  },
} as const;
