import { endpoint } from '../endpoint';
import { updateMeSchema, userSchema } from './users.schemas';

export const usersContract = {
  updateMe: endpoint({
    method: 'PUT', path: '/users/me', summary: 'Update your own account', auth: true,
    body: updateMeSchema, responses: { 200: userSchema },
  }),
};
