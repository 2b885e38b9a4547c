import {
  VOTE_KINDS,
  VOTE_PATHS,
  type VoteState,
  voteBodySchema,
  voteStateSchema,
} from '@synthhub/shared/votes/votes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../policies/access.ts';
import * as service from './votes.service.ts';
import { idParams } from '../../lib/http/id-params.ts';

/**
 * Vote routes (spec §6: signed-in users vote; spec §7 "Events and voting"), registered once under `/api`: for each kind `PUT {path}/{id}/vote`
 * body `{value: 1 | -1}` sets the caller's vote, `DELETE` withdraws it, `GET` answers it; all answer
 * a `VoteState` and need a signed-in caller (401), and the item must be visible to them (404).
 * An API token or a device sign-in votes with the `votes:write` scope and reads its vote with
 * `library:read` (docs/decisions/0045).
 */
export const votesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of VOTE_KINDS) {
    const url = `${VOTE_PATHS[kind].replace(/^\/api/, '')}/:id/vote`;
    const tags = ['votes'];
    const response = { 200: voteStateSchema };

    app.put(
      url,
      {
        config: { access: 'user', tokenScope: 'votes:write' },
        schema: {
          tags,
          summary: `Vote on a ${kind}: {value: 1 | -1}; answers the caller's vote and the counts`,
          params: idParams,
          body: voteBodySchema,
          response,
          security: [{ bearer: [] }],
        },
      },
      async (request): Promise<VoteState> =>
        service.castVote(app, signedInUser(request), kind, request.params.id, request.body.value),
    );

    app.delete(
      url,
      {
        config: { access: 'user', tokenScope: 'votes:write' },
        schema: {
          tags,
          summary: `Withdraw the caller's vote on a ${kind}`,
          params: idParams,
          response,
          security: [{ bearer: [] }],
        },
      },
      async (request): Promise<VoteState> =>
        service.castVote(app, signedInUser(request), kind, request.params.id, 0),
    );

    app.get(
      url,
      {
        config: { access: 'user', tokenScope: 'library:read' },
        schema: {
          tags,
          summary: `The caller's vote on a ${kind} (value 1, -1 or 0) and the counts`,
          params: idParams,
          response,
          security: [{ bearer: [] }],
        },
      },
      async (request): Promise<VoteState> =>
        service.getVote(app, signedInUser(request), kind, request.params.id),
    );
  }
};
