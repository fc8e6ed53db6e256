import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import { splitPhone } from '@skin/contract';
import type { SmsSender } from './index.js';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Host, default `dysmsapi.aliyuncs.com`; tests point it at a local fake gateway. */
  endpoint: string;
  protocol: 'https' | 'http';
}

/** Aliyun SMS (dysmsapi 2017-05-25 `SendSms`); the template takes a `code` parameter. */
export class AliyunSmsSender implements SmsSender {
  readonly name = 'aliyun';
  private readonly client: Dysmsapi;
  constructor(private readonly opts: AliyunSmsOptions) {
    this.client = new Dysmsapi(
      new $OpenApiUtil.Config({
        accessKeyId: opts.accessKeyId,
        accessKeySecret: opts.accessKeySecret,
        endpoint: opts.endpoint,
        protocol: opts.protocol,
        readTimeout: 10_000,
        connectTimeout: 5_000,
      }),
    );
  }

  /** Mainland numbers go without the dial code; others as `<dial><number>`. */
  static toAliyunNumber(phone: string): string {
    const { dial, national } = splitPhone(phone);
    return dial === '86' ? national : `${dial}${national}`;
  }

  async sendCode(phone: string, code: string) {
    const res = await this.client.sendSms(
      new SendSmsRequest({
        phoneNumbers: AliyunSmsSender.toAliyunNumber(phone),
        signName: this.opts.signName,
        templateCode: this.opts.templateCode,
        templateParam: JSON.stringify({ code }),
      }),
    );
    if (res.body?.code !== 'OK') throw new Error(`aliyun sms: ${res.body?.code} ${res.body?.message}`);
  }
}
