/**
 * Car issues and their technician chat (spec 3, sections 3, 4, 5 and 7): the same rules as the
 * product issues (routes/product-issues.ts), on a vehicle of the customer's garage. The server
 * builds the vehicle label (`2019 Toyota Camry 2.5 LE · VIN …`) from the chosen vehicle: the
 * `car_issue_garage` a client sends is ignored.
 */
import { ACCOUNT_MESSAGES } from '../../src/features/account/messages';
import type { ApiCarSuggestion } from '../../src/lib/account-api-types';
import { CARD_ROWS, formatDayTime, ownRecord, ownRows, withoutOwner } from '../account-records';
import type { DeepReadonly } from '../db';
import type { Database, DbCarIssue, DbCarSuggestion, DbGarageVehicle } from '../db-schema';
import { ApiError, CODE } from '../envelope';
import { nextId, paginate } from '../records';
import { MAX_TEXT } from '../validate';
import {
  ISSUE_MSG,
  MAX_MESSAGE,
  queryId,
  queryPage,
  readBody,
  readId,
  readText,
} from './product-issues';
import { type RouteDef, requireSession } from './types';

type Data = DeepReadonly<Database>;

function fail(msg: string, code: number = CODE.badRequest): never {
  throw new ApiError(code, msg);
}

/** `2019 Toyota Camry 2.5 LE · VIN 4T1B11HK5KU123456` (parts the vehicle lacks are left out). */
export function vehicleLabel(vehicle: DeepReadonly<DbGarageVehicle>): string {
  const model = vehicle.garage_car_model.trim();
  const name = vehicle.garage_car_name.trim();
  // The model option's name often repeats the model ("Camry 2.5 LE"): say it once.
  const modelName =
    name && model && name.toLowerCase().includes(model.toLowerCase())
      ? name
      : [model, name].filter(Boolean).join(' ');
  const title = [vehicle.garage_car_year.trim(), vehicle.garage_car_make.trim(), modelName]
    .filter(Boolean)
    .join(' ');
  const vin = vehicle.garage_vin.trim();
  return vin ? `${title} · VIN ${vin}` : title;
}

export function suggestionFields(message: DeepReadonly<DbCarSuggestion>): ApiCarSuggestion {
  return {
    car_suggestions_id: message.car_suggestions_id,
    car_suggestions_content: message.car_suggestions_content,
    car_suggestions_addTime: message.car_suggestions_addTime,
    user_name: message.user_name,
    user_picture: message.user_picture,
  };
}

const issueId = (issue: DeepReadonly<DbCarIssue>) => issue.car_issue_id;

function ownIssue(data: Data, uId: number, id: number): DeepReadonly<DbCarIssue> {
  return ownRecord(data.car_issues ?? [], uId, id, issueId, 'car issue');
}

const BASE = '/api/CarIssue';

export const carIssueRoutes: RouteDef[] = [
  {
    method: 'GET',
    path: `${BASE}/car_issue_all`,
    auth: true,
    summary: `The customer's garage vehicles and car issues, newest first, ${CARD_ROWS} a page (?page=)`,
    handler: async (args) => {
      const { user } = requireSession(args);
      const pageNumber = await queryPage(args.req.query);
      const data = args.ctx.db.data;
      const issues = ownRows<DbCarIssue>(data.car_issues ?? [], user.uId, issueId);
      const { page: pageInfo, rows } = paginate(issues, pageNumber, CARD_ROWS);
      return {
        garage_all: ownRows<DbGarageVehicle>(data.garages ?? [], user.uId, (g) => g.garage_id).map(
          withoutOwner,
        ),
        car_issue_all: rows.map(withoutOwner),
        page: pageInfo,
      };
    },
  },
  {
    method: 'POST',
    path: `${BASE}/car_issue_add`,
    auth: true,
    summary:
      "Opens an issue on one of the customer's vehicles (garage_id, car_issue_content, car_issue_faultCode, car_issue_symptoms, car_issue_faultLight); the vehicle label is built by the server",
    handler: async (args) => {
      const { user } = requireSession(args);
      const body = readBody(args.req.body);
      const garageId = readId(body, 'garage_id', ACCOUNT_MESSAGES.vehicleRequired);
      const content = readText(
        body,
        'car_issue_content',
        MAX_MESSAGE,
        ACCOUNT_MESSAGES.vehicleIssueRequired,
      );
      const faultCode = readText(
        body,
        'car_issue_faultCode',
        MAX_TEXT,
        ACCOUNT_MESSAGES.faultCodeRequired,
      );
      const symptoms = readText(body, 'car_issue_symptoms', MAX_MESSAGE);
      const faultLight = readText(body, 'car_issue_faultLight', MAX_TEXT);
      const now = args.ctx.now();
      const issue = await args.ctx.db.update((draft) => {
        const vehicle = ownRecord(
          draft.garages ?? [],
          user.uId,
          garageId,
          (g) => g.garage_id,
          'vehicle',
        );
        draft.car_issues ??= [];
        const record: DbCarIssue = {
          car_issue_id: nextId(draft.car_issues, issueId),
          garage_id: vehicle.garage_id,
          car_issue_garage: vehicleLabel(vehicle),
          car_issue_content: content,
          car_issue_symptoms: symptoms,
          car_issue_faultLight: faultLight,
          car_issue_faultCode: faultCode,
          car_issue_addTime: formatDayTime(now),
          car_issue_status_id: 1,
          uId: user.uId,
        };
        draft.car_issues.push(record);
        return record;
      });
      return { msg: ISSUE_MSG.added, car_issue_find: withoutOwner(issue) };
    },
  },
  {
    method: 'POST',
    path: `${BASE}/car_suggestions_send`,
    auth: true,
    summary:
      'Sends a message on an open car issue of the customer (garage_id, car_issue_id, car_suggestions_content); a technician answers shortly after',
    handler: async (args) => {
      const { user } = requireSession(args);
      const body = readBody(args.req.body);
      const id = readId(body, 'car_issue_id');
      const garageId = readId(body, 'garage_id');
      const content = readText(
        body,
        'car_suggestions_content',
        MAX_MESSAGE,
        ACCOUNT_MESSAGES.messageRequired,
      );
      const now = args.ctx.now();
      const message = await args.ctx.db.update((draft) => {
        const issue = ownIssue(draft, user.uId, id);
        if (issue.garage_id !== garageId) {
          fail(`garage_id ${garageId} is not the vehicle of this issue`);
        }
        if (issue.car_issue_status_id !== 1) fail(ISSUE_MSG.closed, CODE.forbidden);
        draft.car_suggestions ??= [];
        const record: DbCarSuggestion = {
          car_suggestions_id: nextId(draft.car_suggestions, (m) => m.car_suggestions_id),
          car_issue_id: issue.car_issue_id,
          car_suggestions_content: content,
          car_suggestions_addTime: formatDayTime(now),
          user_name: user.uName.trim() || user.uEmail,
          user_picture: user.uPicture,
        };
        draft.car_suggestions.push(record);
        return record;
      });
      args.ctx.technician.scheduleReply('car', id);
      return { msg: ISSUE_MSG.sent, car_suggestions_find: suggestionFields(message) };
    },
  },
  {
    method: 'GET',
    path: `${BASE}/car_issue_end`,
    auth: true,
    summary: 'Closes an open car issue of the customer (?car_issue_id=)',
    handler: async (args) => {
      const { user } = requireSession(args);
      const id = await queryId(args.req.query, 'car_issue_id');
      const issue = await args.ctx.db.update((draft) => {
        const found = ownIssue(draft, user.uId, id) as DbCarIssue;
        if (found.car_issue_status_id !== 1) fail(ISSUE_MSG.alreadyClosed, CODE.forbidden);
        found.car_issue_status_id = 2;
        return found;
      });
      return { msg: ISSUE_MSG.ended, car_issue_find: withoutOwner(issue) };
    },
  },
  {
    method: 'GET',
    path: `${BASE}/car_suggestions_all`,
    auth: true,
    summary: "The messages of one of the customer's car issues, oldest first (?car_issue_id=)",
    handler: async (args) => {
      const { user } = requireSession(args);
      const id = await queryId(args.req.query, 'car_issue_id');
      const data = args.ctx.db.data;
      ownIssue(data, user.uId, id);
      const messages = (data.car_suggestions ?? [])
        .filter((m) => m.car_issue_id === id)
        .sort((a, b) => a.car_suggestions_id - b.car_suggestions_id);
      return { car_suggestions_all: messages.map(suggestionFields) };
    },
  },
];
