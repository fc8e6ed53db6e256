import {
  envelope,
  ZChangePasswordRequest,
  ZCurrentUser,
  ZEmpty,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZRegisterRequest,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller, ok } from '../../lib/http.js';

/** Console accounts: sign-in, the current user, registration and passwords. */
export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { consoleAccounts: accounts } = app.deps;

  app.post(
    '/login',
    {
      config: { public: true, addressLimit: 'login', signIn: 'console' },
      schema: {
        tags: ['account'],
        summary: 'Sign in (form fields or JSON: username, password)',
        body: ZLoginRequest,
        response: { 200: envelope(ZLoginResponse) },
      },
    },
    async (req) => {
      const datas = await accounts.login(req.body.username, req.body.password, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      return ok(req, datas);
    },
  );

  app.post(
    '/logout',
    {
      config: { scope: 'account' },
      schema: { tags: ['account'], summary: 'Sign out this session', response: { 200: envelope(ZEmpty) } },
    },
    async (req) => {
      await accounts.logout(caller(req));
      return ok(req, null);
    },
  );

  const currentUser = {
    config: { scope: 'account' as const },
    schema: { tags: ['account'], summary: 'The signed-in console user', response: { 200: envelope(ZCurrentUser) } },
  };
  app.get('/user/get', currentUser, async (req) => ok(req, await accounts.currentUser(caller(req).accountId)));
  app.get('/user', currentUser, async (req) => ok(req, await accounts.currentUser(caller(req).accountId)));

  app.post(
    '/user/register',
    {
      config: { public: true, addressLimit: 'register' },
      schema: {
        tags: ['account'],
        summary: 'Register a new store and its owner with a phone code',
        body: ZRegisterRequest,
        response: { 200: envelope(z.object({ userId: z.number(), shopId: z.number(), userName: z.string() })) },
      },
    },
    async (req) => ok(req, await accounts.register(req.body)),
  );

  app.post(
    '/user/updatePwdForget',
    {
      config: { public: true, addressLimit: 'resetPassword' },
      schema: {
        tags: ['account'],
        summary: 'Reset a forgotten password with a phone code',
        body: ZForgotPasswordRequest,
        response: { 200: envelope(ZEmpty) },
      },
    },
    async (req) => {
      await accounts.resetPassword(req.body);
      return ok(req, null);
    },
  );

  app.post(
    '/user/updatePwd',
    {
      config: { scope: 'account' },
      schema: {
        tags: ['account'],
        summary: 'Change my password (signs out every session)',
        body: ZChangePasswordRequest,
        response: { 200: envelope(ZEmpty) },
      },
    },
    async (req) => {
      await accounts.changePassword(caller(req), req.body);
      return ok(req, null);
    },
  );
}
