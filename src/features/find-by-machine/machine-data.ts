// The find-by-machine page's answers, asked for before it renders: the machines, and the one its address names.
import { machineApi } from '../../services/machineApi';
import type { PageDataOptions } from '../../state/page-data';
import type { AppDispatch } from '../../state/root-state';
import { machineParam } from '../../lib/machine-params';

export async function loadMachinePage(dispatch: AppDispatch, params: URLSearchParams, options: PageDataOptions = {}): Promise<void> {
  const subscribe = { subscribe: options.subscribe ?? true };
  const machine = machineParam(params);
  await Promise.all([
    dispatch(machineApi.endpoints.getMachines.initiate(undefined, subscribe)),
    machine ? dispatch(machineApi.endpoints.getMachine.initiate(machine, subscribe)) : null,
  ]);
}
