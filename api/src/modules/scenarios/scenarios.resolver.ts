import { parseCompareIds, parseScenarioId } from './scenario-params';
import { AFFECTED_PAGE_MAX, RUN_SCENARIO, RUN_SCENARIOS, SAVE_SCENARIO, warningMessages, type CurrencyCode } from '@keafx/schema';
import { Arg, Ctx, Extensions, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { parsePage } from '../../paging';
import { nzd } from '../exposure';
import { InvoicePage } from '../invoices';
import {
  MultiScenarioResult,
  RunScenarioInput,
  RunScenariosInput,
  SavedScenario,
  SaveScenarioInput,
  ScenarioComparison,
  ScenarioResult,
} from './dto/scenario.type';
import { presentComparison, presentRun, presentSaved, type PresentedRun } from './scenarios.present';

type PresentedSaved = ReturnType<typeof presentSaved>;
export { AFFECTED_PAGE_MAX };

@Resolver(() => SavedScenario)
export class ScenariosResolver {
  @Extensions({ changesNothing: true })
  @Mutation(() => ScenarioResult, {
    description: "Runs shocks on today's exposure (nothing is saved): per-currency current and shocked NZD values, impact and guidance.",
  })
  async runScenario(
    @Arg('input', () => RunScenarioInput, { description: 'The shocks.' }) input: RunScenarioInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PresentedRun> {
    return presentRun(await ctx.services.scenarios.run(serviceContext(ctx), parsed(RUN_SCENARIO.graphql, { ...input }, undefined)));
  }

  @Extensions({ changesNothing: true })
  @Mutation(() => MultiScenarioResult, { description: 'Runs 1 to 10 named shock sets on one read of the exposure, answered side by side.' })
  async runScenarios(
    @Arg('input', () => RunScenariosInput, { description: 'The shock sets.' }) input: RunScenariosInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Omit<MultiScenarioResult, 'scenarios'> & { scenarios: PresentedRun[] }> {
    const multi = await ctx.services.scenarios.runMany(serviceContext(ctx), parsed(RUN_SCENARIOS.graphql, { ...input }, undefined));
    // Typed by the GraphQL object: warnings are the sentences (the service keeps them coded, as REST shows them).
    return {
      baseCurrency: multi.baseCurrency as CurrencyCode,
      includeDrafts: multi.includeDrafts,
      asOf: multi.asOf,
      rateSnapshotDate: multi.rateSnapshotDate,
      totalCurrent: nzd(multi.totalCurrent),
      warnings: warningMessages(multi.warnings),
      scenarios: multi.scenarios.map(presentRun),
    };
  }

  @Mutation(() => SavedScenario, { description: 'Saves a scenario with what it computes now (audited).' })
  async saveScenario(
    @Arg('input', () => SaveScenarioInput, { description: 'The scenario.' }) input: SaveScenarioInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PresentedSaved> {
    return presentSaved(await ctx.services.scenarios.save(serviceContext(ctx), parsed(SAVE_SCENARIO.graphql, { ...input }, undefined)));
  }

  @Mutation(() => SavedScenario, { description: 'Pins a saved scenario to the top of the list, or unpins it (audited).' })
  async pinScenario(
    @Arg('id', () => ID, { description: 'The scenario.' }) id: string,
    @Arg('pinned', () => Boolean, { defaultValue: true, description: 'True to pin, false to unpin.' }) pinned: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PresentedSaved> {
    return presentSaved(await ctx.services.scenarios.setPinned(serviceContext(ctx), parseScenarioId(id), pinned));
  }

  @Mutation(() => SavedScenario, { description: 'Deletes a saved scenario (audited) and returns it as it was.' })
  async deleteScenario(
    @Arg('id', () => ID, { description: 'The scenario.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PresentedSaved> {
    return presentSaved(await ctx.services.scenarios.remove(serviceContext(ctx), parseScenarioId(id)));
  }

  @Query(() => [SavedScenario], { description: 'Saved scenarios: pinned first, then newest.' })
  async scenarios(@Ctx() ctx: GraphQLContext): Promise<PresentedSaved[]> {
    return (await ctx.services.scenarios.list(serviceContext(ctx))).map(presentSaved);
  }

  @Query(() => SavedScenario, { description: "One saved scenario (load); NOT_FOUND for an unknown id or another owner's." })
  async scenario(@Arg('id', () => ID, { description: 'The scenario.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<PresentedSaved> {
    return presentSaved(await ctx.services.scenarios.get(serviceContext(ctx), parseScenarioId(id)));
  }

  @Query(() => InvoicePage, { description: "The invoices a saved scenario's non-zero shocks touch today, soonest due first." })
  async scenarioAffectedInvoices(
    @Arg('id', () => ID, { description: 'The scenario.' }) id: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 100, description: `Page size, 1 to ${AFFECTED_PAGE_MAX}.` }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: 'How many invoices to skip.' }) offset: number,
  ) {
    const page = parsePage({ limit, offset }, AFFECTED_PAGE_MAX, 100);
    const found = await ctx.services.scenarios.affectedInvoices(serviceContext(ctx), parseScenarioId(id), page);
    return { ...found, ...page };
  }

  @Query(() => ScenarioComparison, {
    description: "Exactly two saved scenarios side by side, as saved and today, with SPEC's 'similar' rule.",
  })
  async compareScenarios(
    @Arg('ids', () => [ID], { description: 'Exactly two different scenario ids.' }) ids: string[],
    @Ctx() ctx: GraphQLContext,
  ) {
    return presentComparison(await ctx.services.scenarios.compare(serviceContext(ctx), parseCompareIds(ids)));
  }

  @FieldResolver(() => ScenarioResult, { description: "The same shocks re-run on today's exposure and rates." })
  async current(@Root() saved: PresentedSaved, @Ctx() ctx: GraphQLContext): Promise<PresentedRun> {
    const summary = await ctx.loaders.exposureSummaries.load(saved.record.includeDrafts);
    return presentRun(ctx.services.scenarios.rerun(saved.record, summary));
  }
}
