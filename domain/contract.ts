/**
 * Types read off openapi.yaml for a backend's routes: a route's statuses, the JSON body each status has, its
 * query and path parameter names. A handler that answers a status or body the contract does not declare does not compile.
 */
import type { paths } from './api-schema';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Op<P extends keyof paths, M extends Method> = Exclude<paths[P][M], undefined>;
type Responses<P extends keyof paths, M extends Method> = Op<P, M> extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
export type Status<P extends keyof paths, M extends Method> = Extract<keyof Responses<P, M>, number>;
export type Body<P extends keyof paths, M extends Method, S extends Status<P, M>> = JsonOf<Responses<P, M>[S]>;
export type QueryKey<P extends keyof paths, M extends Method> = Op<P, M> extends { parameters: { query?: infer Q } }
  ? Extract<keyof NonNullable<Q>, string>
  : never;
export type PathKey<P extends keyof paths, M extends Method> = Op<P, M> extends { parameters: { path: infer A } }
  ? Extract<keyof A, string>
  : never;
