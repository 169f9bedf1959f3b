type GroupBy = <K, T>(items: Iterable<T>, key: (item: T, index: number) => K) => Map<K, T[]>;

// Vitest 5 prints failed tests with Map.groupBy, which Node 20 lacks: without this, a failing test
// crashes the reporter ("Map.groupBy is not a function") instead of showing the failure.
const MapStatics = Map as unknown as { groupBy?: GroupBy };
if (typeof MapStatics.groupBy !== 'function') {
  MapStatics.groupBy = (items, key) => {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const k = key(item, index++);
      const group = groups.get(k);
      if (group) group.push(item);
      else groups.set(k, [item]);
    }
    return groups;
  };
}
