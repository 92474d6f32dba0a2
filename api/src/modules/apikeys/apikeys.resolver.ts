import { CREATE_API_KEY } from '@keafx/schema';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { ApiKey, CreateApiKeyInput, CreatedApiKey } from './dto/api-key.type';
import { parseKeyId, type ApiKeyRecord } from './apikeys.service';

@Resolver(() => ApiKey)
export class ApiKeysResolver {
  @Query(() => [ApiKey], { description: "The caller's API keys, newest first, revoked ones included." })
  async apiKeys(@Ctx() ctx: GraphQLContext): Promise<ApiKeyRecord[]> {
    return ctx.services.apiKeys.list(serviceContext(ctx));
  }

  @Mutation(() => CreatedApiKey, { description: 'Creates an API key (audited); the secret is in the answer and nowhere else, ever.' })
  async createApiKey(
    @Arg('input', () => CreateApiKeyInput, { description: 'The key.' }) input: CreateApiKeyInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    const context = serviceContext(ctx);
    const { record, key } = await ctx.services.apiKeys.create(context, parsed(CREATE_API_KEY.graphql, { ...input }, context.clock.now()));
    return { apiKey: record, key };
  }

  @Mutation(() => ApiKey, { description: 'Revokes an API key (audited): every api process refuses it from the moment this answers.' })
  async revokeApiKey(@Arg('id', () => ID, { description: 'The key.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<ApiKeyRecord> {
    const caller = serviceContext(ctx);
    return ctx.services.apiKeys.revoke(caller, parseKeyId(caller, id));
  }
}
