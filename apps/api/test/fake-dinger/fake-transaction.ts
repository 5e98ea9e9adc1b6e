/** A payment the fake Dinger knows, as its server and its hosted page both see it. */

export type DingerStatus = 'PENDING' | 'SUCCESS' | 'DECLINED' | 'CANCELLED' | 'TIMEOUT'

export interface FakeTransaction {
  merchantOrderId: string
  transactionId: string
  formToken: string
  totalAmount: number
  providerName: string
  methodName: string
  customerName: string
  status: DingerStatus
  createdAt: Date
}
