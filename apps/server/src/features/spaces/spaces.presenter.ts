// The Space as the API presents it lives in the domain layer, where the webhooks read it too.
export { presentSpace } from '../shared/space-presenter'
