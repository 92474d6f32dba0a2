import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { serviceContext, type GraphQLContext } from '../../graphql/context';
import { parsePage } from '../../paging';
import { ReportJob, RequestReportInput } from './dto/report-job.type';
import type { ReportJobRecord } from './jobs/report-jobs.service';

@Resolver(() => ReportJob)
export class ReportsResolver {
  @Mutation(() => ReportJob, { description: 'Queues a report; poll reportJob(id) for its status and progress, then download it.' })
  requestReport(
    @Arg('input', () => RequestReportInput, { description: 'The template, dates, format and sections.' }) input: RequestReportInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReportJobRecord> {
    return ctx.services.reportJobs.request(serviceContext(ctx), input);
  }

  @Query(() => ReportJob, { description: "One of the signed-in owner's report jobs; NOT_FOUND for another owner's." })
  reportJob(@Arg('id', () => ID, { description: 'The job id.' }) id: string, @Ctx() ctx: GraphQLContext): Promise<ReportJobRecord> {
    return ctx.services.reportJobs.get(serviceContext(ctx), id);
  }

  @Query(() => [ReportJob], { description: "The signed-in owner's newest report jobs." })
  reportJobs(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'How many, 1 to 100.' }) limit: number,
  ): Promise<ReportJobRecord[]> {
    const page = parsePage({ limit }, 100, 20);
    return ctx.services.reportJobs.list(serviceContext(ctx), page.limit);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Where its owner downloads it (with the bearer token), once done.' })
  downloadUrl(@Root() job: ReportJobRecord): string | null {
    return job.status === 'completed' ? `/me/reports/jobs/${job.id}/download` : null;
  }
}
