import { CircularGauge, RankingList, type RankingItem } from '@frota/ui';
import { formatCpf } from '@frota/domain/format';
import { formatAttainment } from '../rewards-format.ts';
import type { ClientDashboard, RankedDriver } from '@frota/domain';
import { REWARDS_MESSAGES } from '../rewards-messages.ts';

function rankingItem(driver: RankedDriver, value: number): RankingItem {
  return {
    key: driver.driverCpf,
    name: driver.driverName ?? formatCpf(driver.driverCpf),
    detail: formatCpf(driver.driverCpf),
    value,
    valueLabel: formatAttainment(value),
  };
}

/** A client's month: the two attainment gauges over the two rankings of its best drivers. */
export function DashboardView({ dashboard }: { dashboard: ClientDashboard }) {
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap justify-center gap-12 sm:justify-around">
        <CircularGauge size="lg" label={REWARDS_MESSAGES.inertia} value={dashboard.inertiaPrizePercentage} />
        <CircularGauge
          size="lg"
          label={REWARDS_MESSAGES.motorLoad}
          value={dashboard.motorLoadPrizePercentage}
        />
      </div>
      <p className="text-center text-sm text-fg-muted">
        {dashboard.drivers === 1 ? '1 motorista' : `${dashboard.drivers} motoristas`} no mês,{' '}
        {dashboard.eligibleDrivers === 1
          ? '1 elegível à premiação.'
          : `${dashboard.eligibleDrivers} elegíveis à premiação.`}
      </p>
      <div className="grid gap-8 lg:grid-cols-2">
        <RankingList
          title={REWARDS_MESSAGES.topByInertia}
          emptyMessage={REWARDS_MESSAGES.noEligible}
          items={dashboard.driversByInertia.map((driver) => rankingItem(driver, driver.inertiaPercentage))}
        />
        <RankingList
          title={REWARDS_MESSAGES.topByMotorLoad}
          emptyMessage={REWARDS_MESSAGES.noEligible}
          items={dashboard.driversByMotorLoad.map((driver) =>
            rankingItem(driver, driver.motorLoadPercentage),
          )}
        />
      </div>
    </div>
  );
}
