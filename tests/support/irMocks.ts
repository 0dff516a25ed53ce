import { http, HttpResponse } from 'msw';
import type { InstructionRegister } from '../../src/features/instruction-registers/definition';
import { IDS } from './orderMocks';

export const COLLECTOR = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f01';
export const IR_ID = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f02';
export const FILE = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f03';

/** An Open IR of the collector, ready to be marked Collected: a line and both signatures. */
export const anOpenIr = (): InstructionRegister => ({
  id: IR_ID,
  version: 2,
  number: 12,
  status: 'open',
  farmId: null,
  collectorId: COLLECTOR,
  collectorName: 'Colin Collector',
  collectedAt: null,
  latitude: null,
  longitude: null,
  clientId: null,
  hunterName: 'Hank Hunter',
  hunterPassportNumber: '',
  hunterCountry: null,
  outfitterId: null,
  phId: null,
  phRegisterNumber: '',
  huntStartsOn: null,
  huntEndsOn: null,
  notes: '',
  hunterSignatureFileId: FILE,
  collectorSignatureFileId: FILE,
  lines: [
    {
      id: '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      speciesId: IDS.kudu,
      sex: 'male',
      tagNumber: 'T-1',
      permitNumbers: [],
      parts: ['cape'],
      trophyTypeId: null,
      instruction: '',
      measurements: [],
      conditionNotes: '',
      photoFileIds: [],
      checkedIn: false,
      discrepancies: '',
    },
  ],
  farmName: null,
  orderId: null,
  history: [],
  createdAt: '2026-05-10T09:00:00.000Z',
  updatedAt: '2026-05-10T09:00:00.000Z',
});

/** An empty list of `/api/{name}` in the ra-data-simple-rest convention. */
export const emptyList = (name: string) =>
  http.get(`/api/${name}`, () =>
    HttpResponse.json([], { headers: { 'Content-Range': `${name} 0-0/0` } }),
  );
