/**
 * What each empty list of the customer area tells a new customer to do first, with the
 * label of the button that opens its Add dialog. Our own copy: the spec has none for these.
 */
import type { FirstStep } from './components/first-step';

export const FIRST_STEPS = {
  serial: {
    title: 'No serial number registered yet',
    text: "Start here: register your tool's serial number to activate its warranty and receive software updates.",
    action: 'Register a serial number',
  },
  order: {
    title: 'No orders yet',
    text: 'Add the order you bought your tool with (platform, order number and date): it speeds up warranty and support.',
    action: 'Add an order',
  },
  product: {
    title: 'No products yet',
    text: "Add the product in its box with its serial number and warranty period, so you always know what's covered.",
    action: 'Add a product',
  },
  garage: {
    title: 'Your garage is empty',
    text: 'Add your car (make, model, year, VIN) to check which tools cover it and to ask our engineers about it.',
    action: 'Add a car',
  },
  warrantyClaim: {
    title: 'No warranty claims',
    text: 'If a tool is faulty, start a claim here: we guide you through the product, the fault and the shipping.',
    action: 'Start a warranty claim',
  },
  productIssue: {
    title: 'No questions about your products yet',
    text: 'Ask our engineers about a tool: describe the fault light or code and chat with them here.',
    action: 'Ask about a product',
  },
  carIssue: {
    title: 'No questions about your cars yet',
    text: 'Ask our engineers about a car in your garage: what you see, and they answer here.',
    action: 'Ask about a car',
  },
} as const satisfies Record<string, FirstStep>;
