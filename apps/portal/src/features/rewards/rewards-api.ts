import type { ClientDashboard, PerformanceReport, RewardsClient } from '@frota/domain';
import { readData } from '@frota/engine';
import { http } from '../../http/client.ts';

const DASHBOARD_PATH = '/v1/backoffice/dashboard';
const HISTORY_PATH = '/v1/backoffice/performance-history';

/** The report's filters as the call takes them: dates `AAAA-MM-DD`. */
export interface ReportFilters {
  clientId: number;
  start: string;
  end: string;
}

// The reads are quiet: each screen says on the page what failed (Padrões/Estados), so no toast repeats it.

export async function fetchRewardsClients(): Promise<RewardsClient[]> {
  return readData<RewardsClient[]>(
    await http.request({ method: 'GET', path: `${DASHBOARD_PATH}/clients`, quiet: true }),
  );
}

export async function fetchClientDashboard(
  clientId: number,
  month: number,
  year: number,
): Promise<ClientDashboard> {
  return readData<ClientDashboard>(
    await http.request({
      method: 'GET',
      path: `${DASHBOARD_PATH}/client/${clientId}`,
      query: new URLSearchParams({ Month: String(month), Year: String(year) }).toString(),
      quiet: true,
    }),
  );
}

/** The query of the report and of its Excel download. */
export function reportQuery({ start, end }: ReportFilters): string {
  return new URLSearchParams({ InicioIntervalo: start, FimIntervalo: end }).toString();
}

export const reportPath = (clientId: number) => `${HISTORY_PATH}/client/${clientId}/month/report`;

/** `GET performance-history/client/{clientId}/month/report`; `/excel` on the same path is the spreadsheet. */
export const reportExcelPath = (clientId: number) => `${reportPath(clientId)}/excel`;

export async function fetchPerformanceReport(filters: ReportFilters): Promise<PerformanceReport> {
  return readData<PerformanceReport>(
    await http.request({
      method: 'GET',
      path: reportPath(filters.clientId),
      query: reportQuery(filters),
      quiet: true,
    }),
  );
}
