import { envelope, ZCheckCodeRequest, ZEmpty, ZSendCodeParams, ZSendCodeResponse } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../lib/http.js';

export default async function smsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { vcodes } = app.deps;

  app.post(
    '/sms/sendVCode/:phone',
    {
      config: { public: true, addressLimit: 'sendCode' },
      schema: {
        tags: ['sms'],
        summary: 'Send a 6-digit verification code to a phone (`86%2013800138000`)',
        params: ZSendCodeParams,
        response: { 200: envelope(ZSendCodeResponse) },
      },
      // A bad phone has its own code (300002), not the generic 400 of validation.
      errorHandler(err, _req, _reply) {
        if ((err as { validationContext?: string }).validationContext === 'params') throw new AppError('PHONE_INVALID');
        throw err;
      },
    },
    async (req) => ok(req, await vcodes.send(req.params.phone)),
  );

  app.post(
    '/sms/code/valid',
    {
      config: { public: true, addressLimit: 'checkCode' },
      schema: {
        tags: ['sms'],
        summary: 'Check a verification code without using it up',
        body: ZCheckCodeRequest,
        response: { 200: envelope(ZEmpty) },
      },
    },
    async (req) => {
      await vcodes.validate(req.body.mobile, req.body.code);
      return ok(req, null);
    },
  );
}
