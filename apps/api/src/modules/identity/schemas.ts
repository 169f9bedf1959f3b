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

export const credentialsBody = body({ email: text('E-mail'), password: text('Senha') });
export const refreshBody = body({ refreshToken: text('Token de atualização') });
export const changePasswordBody = body({
  currentPassword: text('Senha atual'),
  password: text('Nova senha'),
  passwordConfirmation: text('Confirmação de senha'),
});
export const resetRequestBody = body({ email: text('E-mail') });
export const resetBody = body({
  email: text('E-mail'),
  password: text('Senha'),
  passwordConfirmation: text('Confirmação de senha'),
  token: text('Token'),
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
