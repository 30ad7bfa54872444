// One Ajv validator compiler for every Fastify app of the process. Fastify otherwise gives each app a compiler of
// its own, which compiles every route's schema again; the schemas are the contract's (contract/, module constants),
// so an app built after the first reuses their compiled validators (Ajv keys its cache by the schema object and
// the options). The server builds one app, but a test process builds hundreds: the compile was ~150 ms of each.
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

const buildValidator = AjvCompiler();

/** Fastify's `schemaController` option that shares the process's validator compiler. */
export const SHARED_SCHEMA_CONTROLLER: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator },
};
