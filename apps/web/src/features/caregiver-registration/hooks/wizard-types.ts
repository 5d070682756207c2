import type { AVAILABILITY_OPTIONS } from '@cuidar/domain/constants';

export type { Experiencia, UF } from '@cuidar/domain/constants';
export type AvailabilityOption = (typeof AVAILABILITY_OPTIONS)[number];
