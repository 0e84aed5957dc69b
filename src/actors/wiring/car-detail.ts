import { createCarDetailActors } from '../../../machines/car-detail/car-detail.actors';
import { carDetailMachine } from '../../../machines/car-detail/car-detail.machine';
import { publicApi } from '../../../api/public-client';
import type { LiveLogic } from '../logic';

/** The car page's machines wired to the real clients, once (docs/decisions/009). */
export const logic = {
  carDetail: carDetailMachine.provide(createCarDetailActors({ clients: { publicApi } })),
} satisfies Partial<LiveLogic>;
