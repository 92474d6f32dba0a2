import { REQUEST_REPORT } from '@keafx/schema';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription, Extensions } from 'type-graphql';
import { foldedEvents } from '../../events';
import { parsed } from '../../http/command';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { parsePage } from '../../paging';
import { ReportJob, RequestReportInput } from './dto/report-job.type';
import { parseJobId, type ReportJobRecord } from './jobs/report-jobs.service';

@Resolver(() => ReportJob)
export class ReportsResolver {
  @Mutation(() => ReportJob, {
    description: 'Queues a report; follow it with the reportJobUpdated subscription (or poll reportJob), then download it.',
  })
  @Extensions({ access: 'accountant' })
  requestReport(
    @Arg('input', () => RequestReportInput, { description: 'The template, dates, format and sections.' }) input: RequestReportInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReportJobRecord> {
    return ctx.services.reportJobs.request(serviceContext(ctx), parsed(REQUEST_REPORT.graphql, { ...input }, undefined));
  }

  @Query(() => ReportJob, { description: "One of the signed-in owner's report jobs; NOT_FOUND for another owner's." })
  reportJob(@Arg('id', () => ID, { description: 'The job id.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<ReportJobRecord> {
    return ctx.services.reportJobs.get(serviceContext(ctx), parseJobId(id));
  }

  @Query(() => [ReportJob], { description: "The signed-in owner's newest report jobs." })
  reportJobs(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'How many, 1 to 100.' }) limit: number,
  ): Promise<ReportJobRecord[]> {
    const page = parsePage({ limit }, 100, 20);
    return ctx.services.reportJobs.list(serviceContext(ctx), page.limit);
  }

  @Subscription(() => ReportJob, {
    description:
      'Pushes a report job as it is now, then every time its status or progress moves, until the client stops ' +
      "(over graphql-ws at /graphql with the bearer token). NOT_FOUND for another owner's job.",
    subscribe: async ({ args, context }: { args: { id: string }; context: GraphQLContext }) => {
      const ctx = serviceContext(context);
      const job = await context.services.reportJobs.get(ctx, parseJobId(args.id));
      return foldedEvents(
        context.services.events,
        (e) => (e.type === 'reports.job' && e.ownerId === ctx.user.id && e.jobId === job.id ? e.jobId : null),
        [job.id],
      );
    },
  })
  reportJobUpdated(
    @Arg('id', () => ID, { description: 'The job to follow.' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReportJobRecord> {
    return ctx.services.reportJobs.get(serviceContext(ctx), parseJobId(id));
  }

  @FieldResolver(() => String, { nullable: true, description: 'Where its owner downloads it (with the bearer token), once done.' })
  downloadUrl(@Root() job: ReportJobRecord): string | null {
    return job.status === 'completed' ? `/me/reports/jobs/${job.id}/download` : null;
  }
}
