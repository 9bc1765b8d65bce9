import * as migration_20261122_173525_initial from './20261122_173525_initial';

export const migrations = [
  {
    up: migration_20261122_173525_initial.up,
    down: migration_20261122_173525_initial.down,
    name: '20261122_173525_initial'
  },
];
