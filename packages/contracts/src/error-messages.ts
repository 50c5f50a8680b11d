import type { TErrorCode } from './error-codes.js';
import type { TLocalizedText } from './localized-text.js';

/**
 * What a person is shown for each error code, in the shipped languages. The player site and the
 * back office both translate codes from this one table.
 */
export const errorMessages: Record<TErrorCode, TLocalizedText> = {
  VALIDATION_ERROR: {
    en: 'Some fields are not valid. Please check and try again.',
    zh: '部分字段无效，请检查后重试。',
    th: 'ข้อมูลบางช่องไม่ถูกต้อง กรุณาตรวจสอบแล้วลองอีกครั้ง',
  },
  MALFORMED_JSON: {
    en: 'The request could not be read.',
    zh: '无法读取请求内容。',
    th: 'ไม่สามารถอ่านคำขอได้',
  },
  PAYLOAD_TOO_LARGE: {
    en: 'The data sent is too large.',
    zh: '发送的数据过大。',
    th: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    en: 'This type of content is not accepted.',
    zh: '不支持此内容类型。',
    th: 'ไม่รองรับรูปแบบข้อมูลนี้',
  },
  NOT_FOUND: {
    en: 'What you were looking for was not found.',
    zh: '未找到您要的内容。',
    th: 'ไม่พบสิ่งที่คุณค้นหา',
  },
  UNAUTHORIZED: {
    en: 'You are not logged in, please login.',
    zh: '您尚未登录，请先登录。',
    th: 'คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ',
  },
  FORBIDDEN: {
    en: 'You do not have permission to do this.',
    zh: '您没有执行此操作的权限。',
    th: 'คุณไม่มีสิทธิ์ทำรายการนี้',
  },
  INVALID_CREDENTIALS: {
    en: 'Wrong username or password.',
    zh: '用户名或密码错误。',
    th: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  },
  ACCOUNT_LOCKED: {
    en: 'Too many failed attempts. The account is locked for a while; try again later.',
    zh: '失败次数过多，账户已暂时锁定，请稍后再试。',
    th: 'ลองผิดหลายครั้งเกินไป บัญชีถูกล็อกชั่วคราว กรุณาลองใหม่ภายหลัง',
  },
  ACCOUNT_DISABLED: {
    en: 'This account is disabled. Please contact customer service.',
    zh: '此账户已停用，请联系客服。',
    th: 'บัญชีนี้ถูกระงับ กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  TOO_MANY_REQUESTS: {
    en: 'Too many requests, try again after 5 minutes.',
    zh: '请求过于频繁，请5分钟后再试。',
    th: 'ส่งคำขอบ่อยเกินไป กรุณาลองใหม่ในอีก 5 นาที',
  },
  CONFLICT: {
    en: 'This was changed by someone else. Reload and try again.',
    zh: '内容已被他人修改，请刷新后重试。',
    th: 'ข้อมูลถูกแก้ไขโดยผู้อื่น กรุณาโหลดใหม่แล้วลองอีกครั้ง',
  },
  USERNAME_TAKEN: {
    en: 'This username is already taken.',
    zh: '该用户名已被使用。',
    th: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
  },
  LAST_SUPER_ADMIN: {
    en: 'The last active super admin cannot be removed or demoted.',
    zh: '不能停用或降级最后一位超级管理员。',
    th: 'ไม่สามารถระงับหรือลดสิทธิ์ผู้ดูแลระบบสูงสุดคนสุดท้ายได้',
  },
  CANNOT_CHANGE_SELF: {
    en: 'You cannot change your own role or status.',
    zh: '不能修改自己的角色或状态。',
    th: 'ไม่สามารถเปลี่ยนบทบาทหรือสถานะของตัวเองได้',
  },
  WRONG_PASSWORD: {
    en: 'The current password is not correct.',
    zh: '当前密码不正确。',
    th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  },
  MAINTENANCE: {
    en: 'The system is under maintenance.',
    zh: '系统维护中。',
    th: 'ระบบกำลังปรับปรุง',
  },
  REGION_RESTRICTED: {
    en: 'Access is restricted from your location or IP.',
    zh: '您所在的地区或IP受到访问限制。',
    th: 'การเข้าถึงถูกจำกัดจากตำแหน่งหรือ IP ของคุณ',
  },
  NOT_A_MEMBER: {
    en: 'Non-member account unable to login.',
    zh: '非会员账号无法登录。',
    th: 'บัญชีที่ไม่ใช่สมาชิกไม่สามารถเข้าสู่ระบบได้',
  },
  NOT_AN_AGENT: {
    en: 'Only agents can log in here. Please ask your agent.',
    zh: '非代理账号无法登录，请联系您的代理。',
    th: 'เฉพาะตัวแทนเท่านั้นที่เข้าสู่ระบบได้ กรุณาติดต่อตัวแทนของคุณ',
  },
  TRIAL_NOT_ALLOWED: {
    en: 'You are using a trial account. Please register a real account to continue.',
    zh: '您正在使用试玩账号，请注册正式账号后继续。',
    th: 'คุณกำลังใช้บัญชีทดลองเล่น กรุณาสมัครบัญชีจริงเพื่อใช้งานต่อ',
  },
  PASSWORD_MISMATCH: {
    en: 'The confirmation password is not correct.',
    zh: '确认密码不一致。',
    th: 'รหัสผ่านยืนยันไม่ตรงกัน',
  },
  PASSWORD_TOO_COMMON: {
    en: 'This password is too easy to guess. Please choose another.',
    zh: '该密码过于常见，请更换一个。',
    th: 'รหัสผ่านนี้เดาง่ายเกินไป กรุณาเลือกรหัสผ่านอื่น',
  },
  SAME_PASSWORD: {
    en: 'The new password must be different from the old one.',
    zh: '新密码不能与旧密码相同。',
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  },
  INVALID_INVITATION_CODE: {
    en: 'Invalid invitation code.',
    zh: '邀请码无效。',
    th: 'รหัสเชิญไม่ถูกต้อง',
  },
  TERMS_NOT_ACCEPTED: {
    en: 'Please agree to the terms and confirm that you are over 18.',
    zh: '请同意条款并确认您已年满18岁。',
    th: 'กรุณายอมรับข้อกำหนดและยืนยันว่าคุณมีอายุมากกว่า 18 ปี',
  },
  AGE_RESTRICTED: {
    en: 'You are below the minimum age to register on this site.',
    zh: '您未达到本站注册的最低年龄。',
    th: 'คุณมีอายุไม่ถึงเกณฑ์ขั้นต่ำในการสมัครสมาชิกเว็บไซต์นี้',
  },
  MOBILE_TAKEN: {
    en: 'This mobile number is already registered.',
    zh: '该手机号码已被注册。',
    th: 'หมายเลขโทรศัพท์นี้ถูกลงทะเบียนแล้ว',
  },
  EMAIL_TAKEN: {
    en: 'This e-mail address is already registered.',
    zh: '该电子邮箱已被注册。',
    th: 'อีเมลนี้ถูกลงทะเบียนแล้ว',
  },
  CAPTCHA_REQUIRED: {
    en: 'Please enter the captcha.',
    zh: '请输入验证码。',
    th: 'กรุณากรอกรหัสยืนยัน',
  },
  CAPTCHA_INVALID: {
    en: 'Invalid captcha input.',
    zh: '验证码错误。',
    th: 'รหัสยืนยันไม่ถูกต้อง',
  },
  BOT_CHECK_FAILED: {
    en: 'Please complete verification first.',
    zh: '请先完成验证。',
    th: 'กรุณายืนยันตัวตนก่อน',
  },
  INVALID_UPLINE: {
    en: "The upline must be an agent outside this account's own downline.",
    zh: '上级必须是代理，且不能是该账号自己的下级。',
    th: 'ผู้แนะนำต้องเป็นตัวแทนและต้องไม่อยู่ในสายงานของบัญชีนี้เอง',
  },
  RESET_CODE_INVALID: {
    en: 'The verification code is not valid.',
    zh: '验证码无效。',
    th: 'รหัสยืนยันไม่ถูกต้อง',
  },
  RESET_CODE_EXPIRED: {
    en: 'The verification code has expired, please send again.',
    zh: '验证码已过期，请重新发送。',
    th: 'รหัสยืนยันหมดอายุแล้ว กรุณาส่งใหม่อีกครั้ง',
  },
  INVALID_PHONE: {
    en: 'Invalid phone number format, please enter a valid phone number.',
    zh: '手机号码格式无效，请输入有效的手机号码。',
    th: 'รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง กรุณากรอกหมายเลขที่ถูกต้อง',
  },
  PHONE_REQUIRED: {
    en: 'Please enter your phone number.',
    zh: '请输入手机号码。',
    th: 'กรุณากรอกหมายเลขโทรศัพท์',
  },
  SMS_CODE_INVALID: {
    en: 'The verification code is not valid.',
    zh: '验证码无效。',
    th: 'รหัสยืนยันไม่ถูกต้อง',
  },
  SMS_CODE_REQUIRED: {
    en: 'Please enter the verification code.',
    zh: '请输入验证码。',
    th: 'กรุณากรอกรหัสยืนยัน',
  },
  SMS_CODE_EXPIRED: {
    en: 'The verification code has expired, please send again.',
    zh: '验证码已过期，请重新发送。',
    th: 'รหัสยืนยันหมดอายุแล้ว กรุณาส่งใหม่อีกครั้ง',
  },
  SMS_COUNTDOWN: {
    en: 'A code was just sent. Please wait for the countdown before sending again.',
    zh: '验证码刚刚已发送，请在倒计时结束后再发送。',
    th: 'เพิ่งส่งรหัสไปแล้ว กรุณารอให้นับถอยหลังจบก่อนส่งใหม่',
  },
  SMS_QUOTA_EXCEEDED: {
    en: 'Quota not sufficient, please contact customer service.',
    zh: '额度不足，请联系客服。',
    th: 'โควตาไม่เพียงพอ กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  SMS_HOURLY_LIMIT: {
    en: 'Too many verification codes are being sent right now. Please try again later or contact customer service.',
    zh: '当前发送验证码的请求过多，请稍后再试或联系客服。',
    th: 'ขณะนี้มีการส่งรหัสยืนยันจำนวนมาก กรุณาลองใหม่ภายหลังหรือติดต่อฝ่ายบริการลูกค้า',
  },
  FEATURE_DISABLED: {
    en: 'This function is not enabled, please contact customer service.',
    zh: '此功能未开启，请联系客服。',
    th: 'ฟังก์ชันนี้ยังไม่เปิดใช้งาน กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  SMS_SEND_FAILED: {
    en: 'The message could not be sent (unknown error). Please contact customer service.',
    zh: '短信发送失败（未知错误），请联系客服。',
    th: 'ส่งข้อความไม่สำเร็จ (ข้อผิดพลาดที่ไม่ทราบสาเหตุ) กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  EMAIL_CODE_INVALID: {
    en: 'The e-mail verification code is not valid or has expired.',
    zh: '邮箱验证码无效或已过期。',
    th: 'รหัสยืนยันทางอีเมลไม่ถูกต้องหรือหมดอายุแล้ว',
  },
  SECOND_STEP_INVALID: {
    en: 'The verification is not correct. Please try again.',
    zh: '验证不正确，请重试。',
    th: 'การยืนยันไม่ถูกต้อง กรุณาลองอีกครั้ง',
  },
  SECOND_STEP_EXPIRED: {
    en: 'The verification took too long. Please log in again.',
    zh: '验证超时，请重新登录。',
    th: 'การยืนยันใช้เวลานานเกินไป กรุณาเข้าสู่ระบบใหม่',
  },
  PAYEE_NAME_MISMATCH: {
    en: 'The account holder name does not match.',
    zh: '收款人姓名不匹配。',
    th: 'ชื่อบัญชีผู้รับเงินไม่ตรงกัน',
  },
  TOTP_INVALID: {
    en: 'The authenticator code is not correct.',
    zh: '身份验证器代码不正确。',
    th: 'รหัสจากแอปยืนยันตัวตนไม่ถูกต้อง',
  },
  TRIAL_PAYLOAD_INVALID: {
    en: 'Free play could not start. Please refresh the page and try again.',
    zh: '无法开始免费试玩，请刷新页面后重试。',
    th: 'ไม่สามารถเริ่มทดลองเล่นฟรีได้ กรุณารีเฟรชหน้าแล้วลองอีกครั้ง',
  },
  SOCIAL_LOGIN_FAILED: {
    en: 'Login failure, please close the popup and try again.',
    zh: '登录失败，请关闭弹窗后重试。',
    th: 'เข้าสู่ระบบไม่สำเร็จ กรุณาปิดหน้าต่างแล้วลองใหม่',
  },
  WRONG_PAYMENT_PASSWORD: {
    en: 'The payment password is not correct.',
    zh: '支付密码不正确。',
    th: 'รหัสผ่านการชำระเงินไม่ถูกต้อง',
  },
  MOBILE_NOT_REGISTERED: {
    en: 'This mobile number is not registered.',
    zh: '该手机号码未注册。',
    th: 'หมายเลขโทรศัพท์นี้ยังไม่ได้ลงทะเบียน',
  },
  SERVICE_UNAVAILABLE: {
    en: 'Network link is abnormal, please try again.',
    zh: '网络连接异常，请重试。',
    th: 'การเชื่อมต่อเครือข่ายผิดปกติ กรุณาลองใหม่อีกครั้ง',
  },
  INSUFFICIENT_FUNDS: {
    en: 'Insufficient balance.',
    zh: '余额不足。',
    th: 'ยอดเงินคงเหลือไม่เพียงพอ',
  },
  IDEMPOTENCY_CONFLICT: {
    en: 'This request was already made with different details.',
    zh: '该请求已使用不同的内容提交过。',
    th: 'คำขอนี้เคยถูกส่งมาแล้วด้วยรายละเอียดที่ต่างกัน',
  },
  REAL_NAME_REQUIRED: {
    en: 'Please set your payee name (real name) first.',
    zh: '请先设置收款人姓名（真实姓名）。',
    th: 'กรุณาตั้งชื่อผู้รับเงิน (ชื่อจริง) ก่อน',
  },
  BANK_ACCOUNT_LIMIT: {
    en: 'You have reached the maximum number of bank accounts.',
    zh: '银行账户数量已达上限。',
    th: 'จำนวนบัญชีธนาคารครบตามที่กำหนดแล้ว',
  },
  WITHDRAWAL_AMOUNT_OUT_OF_RANGE: {
    en: 'The withdrawal amount is below the minimum or above the maximum.',
    zh: '提款金额低于最低限额或高于最高限额。',
    th: 'จำนวนเงินถอนต่ำกว่าขั้นต่ำหรือสูงกว่าสูงสุดที่กำหนด',
  },
  WITHDRAWAL_DAILY_COUNT_EXCEEDED: {
    en: 'You have reached the number of withdrawals allowed today.',
    zh: '今日提款次数已达上限。',
    th: 'จำนวนครั้งการถอนเงินวันนี้ครบแล้ว',
  },
  WITHDRAWAL_DAILY_AMOUNT_EXCEEDED: {
    en: 'This would exceed the amount you may withdraw today.',
    zh: '超出今日可提款金额上限。',
    th: 'จำนวนเงินเกินยอดถอนสูงสุดต่อวัน',
  },
  TURNOVER_NOT_MET: {
    en: 'The required turnover has not been reached yet.',
    zh: '尚未达到所需的流水要求。',
    th: 'ยังทำยอดเทิร์นโอเวอร์ไม่ครบตามที่กำหนด',
  },
  SAME_OPERATOR_APPROVAL: {
    en: 'Another operator must approve what you created.',
    zh: '您创建的申请须由另一位操作员审批。',
    th: 'รายการที่คุณสร้างต้องได้รับการอนุมัติจากผู้ดูแลคนอื่น',
  },
  WITHDRAWAL_ALREADY_DECIDED: {
    en: 'This withdrawal has already moved on to another status; nothing was changed. Reload to see where it is now.',
    zh: '该提款已变更为其他状态，本次操作未生效。请刷新查看当前状态。',
    th: 'รายการถอนเงินนี้เปลี่ยนสถานะไปแล้ว การดำเนินการนี้จึงไม่มีผล กรุณาโหลดใหม่เพื่อดูสถานะปัจจุบัน',
  },
  RISK_CASE_CLOSED: {
    en: 'This case has already been closed; nothing was changed. Reload to see its outcome.',
    zh: '该案件已结案，本次操作未生效。请刷新查看处理结果。',
    th: 'เคสนี้ปิดไปแล้ว การดำเนินการนี้จึงไม่มีผล กรุณาโหลดใหม่เพื่อดูผลการดำเนินการ',
  },
  DEPOSIT_ALREADY_DECIDED: {
    en: 'This deposit has already been decided; nothing was changed. Reload to see its status.',
    zh: '该存款已被处理，本次操作未生效。请刷新查看其状态。',
    th: 'รายการฝากเงินนี้ได้รับการตัดสินแล้ว การดำเนินการนี้จึงไม่มีผล กรุณาโหลดใหม่เพื่อดูสถานะ',
  },
  ADJUSTMENT_ALREADY_DECIDED: {
    en: 'This adjustment has already been decided; nothing was changed. Reload to see its status.',
    zh: '该调账已被处理，本次操作未生效。请刷新查看其状态。',
    th: 'รายการปรับยอดนี้ได้รับการตัดสินแล้ว การดำเนินการนี้จึงไม่มีผล กรุณาโหลดใหม่เพื่อดูสถานะ',
  },
  PAYMENT_PASSWORD_NOT_SET: {
    en: 'Please set a payment password in the security centre first.',
    zh: '请先在安全中心设置支付密码。',
    th: 'กรุณาตั้งรหัสผ่านการชำระเงินในศูนย์ความปลอดภัยก่อน',
  },
  VENDOR_NOT_FOUND: {
    en: 'This game wallet is not available.',
    zh: '该游戏钱包不可用。',
    th: 'กระเป๋าเงินเกมนี้ไม่พร้อมใช้งาน',
  },
  VENDOR_UNAVAILABLE: {
    en: 'The game provider is not answering right now. Your money is safe; please try again shortly.',
    zh: '游戏供应商暂时无响应。您的资金安全，请稍后重试。',
    th: 'ผู้ให้บริการเกมไม่ตอบสนองในขณะนี้ เงินของคุณปลอดภัย กรุณาลองใหม่อีกครั้งในภายหลัง',
  },
  VENDOR_TRANSFER_PENDING: {
    en: 'An earlier transfer with this game wallet is still being confirmed. Please try again shortly.',
    zh: '此游戏钱包的上一笔转账仍在确认中，请稍后重试。',
    th: 'การโอนก่อนหน้านี้กับกระเป๋าเงินเกมนี้ยังรอการยืนยัน กรุณาลองใหม่อีกครั้งในภายหลัง',
  },
  VENDOR_TRANSFER_REFUSED: {
    en: 'The game provider refused the transfer; the money stayed where it was.',
    zh: '游戏供应商拒绝了此次转账，资金未发生变动。',
    th: 'ผู้ให้บริการเกมปฏิเสธการโอน เงินยังอยู่ที่เดิม',
  },
  GAME_NOT_FOUND: {
    en: 'This game is not available.',
    zh: '该游戏不可用。',
    th: 'เกมนี้ไม่พร้อมให้บริการ',
  },
  GAME_MAINTENANCE: {
    en: 'This game is under maintenance. Try one of our popular games meanwhile.',
    zh: '该游戏正在维护中，请先试试热门游戏。',
    th: 'เกมนี้อยู่ระหว่างปิดปรับปรุง ลองเล่นเกมยอดนิยมของเราไปก่อน',
  },
  DEMO_NOT_AVAILABLE: {
    en: 'Free play is not available for this game. Please sign in to play.',
    zh: '该游戏不提供免费试玩，请登录后游戏。',
    th: 'เกมนี้ไม่มีโหมดทดลองเล่น กรุณาเข้าสู่ระบบเพื่อเล่น',
  },
  GAME_LAUNCH_FAILED: {
    en: 'The game could not be opened. Please try again.',
    zh: '无法打开游戏，请重试。',
    th: 'ไม่สามารถเปิดเกมได้ กรุณาลองใหม่อีกครั้ง',
  },
  HOUSE_BET_INVALID: {
    en: 'This bet is not allowed in this game. Choose another amount.',
    zh: '此游戏不允许该投注额，请选择其他金额。',
    th: 'ไม่สามารถวางเดิมพันจำนวนนี้ในเกมนี้ได้ กรุณาเลือกจำนวนอื่น',
  },
  HOUSE_MAX_WIN: {
    en: 'This bet could win more than the maximum win per round. Lower the stake or choose a lower payout.',
    zh: '此投注可能赢得超过每局最高赢额，请降低投注额或选择较低的赔率。',
    th: 'เดิมพันนี้อาจชนะเกินยอดชนะสูงสุดต่อรอบ กรุณาลดจำนวนเดิมพันหรือเลือกอัตราจ่ายที่ต่ำลง',
  },
  HOUSE_ROUND_OPEN: {
    en: 'Finish your current round first.',
    zh: '请先完成当前这一局。',
    th: 'กรุณาเล่นรอบปัจจุบันให้จบก่อน',
  },
  HOUSE_ROUND_OVER: {
    en: 'This round is already over.',
    zh: '这一局已经结束。',
    th: 'รอบนี้จบไปแล้ว',
  },
  HOUSE_CLIENT_SEED_REQUIRED: {
    en: 'Your browser has not sent its client seed for this seed pair yet. Reload the game.',
    zh: '你的浏览器尚未为这组种子发送客户端种子，请重新加载游戏。',
    th: 'เบราว์เซอร์ของคุณยังไม่ได้ส่งไคลเอนต์ซีดสำหรับคู่ซีดนี้ กรุณาโหลดเกมใหม่',
  },
  CRASH_CHAIN_PENDING: {
    en: 'A crash chain is already waiting for its seeding event: finish that one first.',
    zh: '已有一条 Crash 哈希链在等待播种，请先完成它。',
    th: 'มีเชน Crash ที่รอขั้นตอนกำหนดซอลต์อยู่แล้ว โปรดทำให้เสร็จก่อน',
  },
  CRASH_SEEDING_STEP: {
    en: 'This crash chain is not at that step of its seeding event (it may have changed meanwhile).',
    zh: '这条 Crash 哈希链不处于该播种步骤（可能刚被他人更改）。',
    th: 'เชน Crash นี้ไม่ได้อยู่ในขั้นตอนนั้น (อาจเพิ่งมีการเปลี่ยนแปลง)',
  },
  IMAGE_INVALID: {
    en: 'The image must be a PNG, JPEG or WebP file of at most 1 MB.',
    zh: '图片须为不超过 1 MB 的 PNG、JPEG 或 WebP 文件。',
    th: 'รูปภาพต้องเป็นไฟล์ PNG, JPEG หรือ WebP ขนาดไม่เกิน 1 MB',
  },
  NOT_IN_DOWNLINE: {
    en: 'This account is not in your downline.',
    zh: '该账号不是您的下级。',
    th: 'บัญชีนี้ไม่ได้อยู่ในสายงานของคุณ',
  },
  NO_UPLINE: {
    en: 'Your account has no upline agent to transfer to.',
    zh: '您的账号没有可转账的上级代理。',
    th: 'บัญชีของคุณไม่มีตัวแทนต้นสายให้โอนเงิน',
  },
  TRANSFER_AMOUNT_OUT_OF_RANGE: {
    en: 'The amount is outside the allowed minimum and maximum.',
    zh: '金额超出允许的最小或最大值。',
    th: 'จำนวนเงินอยู่นอกช่วงขั้นต่ำและสูงสุดที่อนุญาต',
  },
  DATE_RANGE_TOO_LONG: {
    en: 'Please choose a date range of at most 90 days.',
    zh: '请选择不超过 90 天的日期范围。',
    th: 'กรุณาเลือกช่วงวันที่ไม่เกิน 90 วัน',
  },
  DEPOSIT_AMOUNT_OUT_OF_RANGE: {
    en: 'The deposit amount is outside the limits of this payment method.',
    zh: '存款金额超出该支付方式的限额。',
    th: 'จำนวนเงินฝากอยู่นอกวงเงินของช่องทางชำระเงินนี้',
  },
  PAYMENT_METHOD_UNAVAILABLE: {
    en: 'This payment method is not available right now. Please choose another.',
    zh: '该支付方式暂不可用，请选择其他方式。',
    th: 'ช่องทางชำระเงินนี้ไม่พร้อมใช้งานในขณะนี้ กรุณาเลือกช่องทางอื่น',
  },
  PAYMENT_PASSWORD_LOCKED: {
    en: 'Too many wrong payment passwords. Please try again later.',
    zh: '支付密码错误次数过多，请稍后再试。',
    th: 'ใส่รหัสผ่านการชำระเงินผิดหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
  },
  PAYMENT_PASSWORD_TOO_WEAK: {
    en: 'This payment password is too easy to guess. Avoid sequences, repeated digits, your birthday or mobile number.',
    zh: '支付密码过于简单。请勿使用连续或重复的数字、生日或手机号码。',
    th: 'รหัสผ่านการชำระเงินนี้เดาง่ายเกินไป หลีกเลี่ยงตัวเลขเรียงกัน ตัวเลขซ้ำ วันเกิด หรือเบอร์มือถือ',
  },
  PASSWORD_CHANGE_REQUIRED: {
    en: 'Please change your password before continuing.',
    zh: '请先修改密码再继续。',
    th: 'กรุณาเปลี่ยนรหัสผ่านก่อนดำเนินการต่อ',
  },
  ACCOUNT_UNAVAILABLE: {
    en: 'The receiving account is disabled or locked. Nothing was transferred.',
    zh: '收款账户已停用或锁定，未进行任何转账。',
    th: 'บัญชีผู้รับถูกระงับหรือล็อกอยู่ ไม่มีการโอนเงิน',
  },
  CHAT_VISITOR_LIMIT: {
    en: 'Chat without signing in is busy or at its limit right now. Please sign in to chat, or try again later.',
    zh: '未登录聊天当前繁忙或已达上限。请登录后聊天，或稍后再试。',
    th: 'แชทโดยไม่เข้าสู่ระบบมีผู้ใช้มากหรือถึงขีดจำกัดแล้ว กรุณาเข้าสู่ระบบเพื่อแชท หรือลองใหม่ภายหลัง',
  },
  PULL_REQUEST_NOT_PENDING: {
    en: 'This transfer request has already been answered or has expired. Nothing was transferred.',
    zh: '该转账请求已处理或已过期，未进行任何转账。',
    th: 'คำขอโอนเงินนี้ได้รับการตอบแล้วหรือหมดอายุแล้ว ไม่มีการโอนเงิน',
  },
  PULL_DAILY_LIMIT_EXCEEDED: {
    en: "This would exceed today's limit for taking money back from your downline.",
    zh: '超出今日从下级收回资金的限额。',
    th: 'จำนวนนี้เกินวงเงินเรียกเงินคืนจากสายงานของวันนี้',
  },
  PULL_REQUEST_ALREADY_OPEN: {
    en: 'This member has not answered your last transfer request yet. Wait for an answer or for it to expire.',
    zh: '该会员尚未回复您上一笔转账请求。请等待回复或请求过期。',
    th: 'สมาชิกนี้ยังไม่ได้ตอบคำขอโอนเงินครั้งก่อนของคุณ โปรดรอคำตอบหรือรอให้คำขอหมดอายุ',
  },
  // Responsible gaming: limits (issue 24, task D).
  LIMIT_EXCEEDED: {
    en: 'This would go over a limit you set. See what is left on the Responsible gaming page.',
    zh: '此操作将超出您设定的限额。请在“负责任博彩”页面查看剩余额度。',
    th: 'รายการนี้จะเกินวงเงินที่คุณตั้งไว้ ดูยอดที่เหลือได้ที่หน้าการเล่นอย่างรับผิดชอบ',
  },
  LIMIT_CHANGE_NOT_PENDING: {
    en: 'There is no pending change of this limit to confirm or cancel.',
    zh: '此限额没有待确认或可取消的更改。',
    th: 'ไม่มีการเปลี่ยนแปลงวงเงินนี้ที่รอยืนยันหรือยกเลิก',
  },
  LIMIT_ABOVE_MAXIMUM: {
    en: 'This limit is above the highest limit the site allows.',
    zh: '此限额高于本站允许的最高限额。',
    th: 'วงเงินนี้สูงกว่าวงเงินสูงสุดที่เว็บไซต์อนุญาต',
  },
  // Issue 24 (responsible gaming: exclusions).
  PLAY_RESTRICTED: {
    en: 'A time-out or self-exclusion is in force on this account: no sign-in, deposits or play until it ends.',
    zh: '此账户正处于冷静期或自我禁入期：结束前不能登录、存款或游戏。',
    th: 'บัญชีนี้อยู่ในช่วงพักการเล่นหรือการแยกตัวเอง: ไม่สามารถเข้าสู่ระบบ ฝากเงิน หรือเล่นได้จนกว่าจะสิ้นสุด',
  },
  EXCLUSION_NOT_LIFTABLE: {
    en: 'This exclusion cannot be lifted yet: its period has not ended, or a lift is already under way.',
    zh: '此禁入暂不能解除：期限未到，或解除已在进行中。',
    th: 'ยังยกเลิกการแยกตัวนี้ไม่ได้: ยังไม่ครบกำหนด หรือกำลังดำเนินการยกเลิกอยู่แล้ว',
  },
  // Issue 24: neutral on purpose, it never says that another account exists or why.
  REGISTRATION_REFUSED: {
    en: 'We cannot complete this request. Please contact customer support.',
    zh: '我们无法完成此请求，请联系客服。',
    th: 'ไม่สามารถดำเนินการตามคำขอนี้ได้ กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
  // Issue 24: KYC.
  KYC_REQUIRED: {
    en: 'Please verify your identity (KYC) before withdrawing this amount.',
    zh: '提取此金额前，请先完成身份验证（KYC）。',
    th: 'กรุณายืนยันตัวตน (KYC) ก่อนถอนเงินจำนวนนี้',
  },
  KYC_FILE_INVALID: {
    en: 'The file must be a PNG, JPG or PDF.',
    zh: '文件必须是 PNG、JPG 或 PDF。',
    th: 'ไฟล์ต้องเป็น PNG, JPG หรือ PDF',
  },
  KYC_UPLOAD_NOT_EXPECTED: {
    en: 'This document is already waiting for review or approved.',
    zh: '此证件已在审核中或已通过。',
    th: 'เอกสารนี้อยู่ระหว่างการตรวจสอบหรือได้รับอนุมัติแล้ว',
  },
  KYC_DOCUMENT_NOT_PENDING: {
    en: 'This document has already been reviewed.',
    zh: '此证件已审核。',
    th: 'เอกสารนี้ได้รับการตรวจสอบแล้ว',
  },
  INVITATION_LINK_LIMIT: {
    en: 'You have the most invitation links allowed; disable or reuse one.',
    zh: '邀请链接已达上限，请停用或重用现有链接。',
    th: 'คุณมีลิงก์เชิญครบจำนวนสูงสุดแล้ว กรุณาปิดหรือใช้ลิงก์เดิม',
  },
  INVITATION_LINK_NOT_FOUND: {
    en: 'This invitation link does not exist.',
    zh: '此邀请链接不存在。',
    th: 'ไม่พบลิงก์เชิญนี้',
  },
  // Issue 25: agent contracts and their settlement.
  CONTRACT_NOT_FOUND: {
    en: 'No such contract.',
    zh: '合约不存在。',
    th: 'ไม่พบสัญญานี้',
  },
  CONTRACT_NOT_PENDING: {
    en: 'This offer has already been answered or withdrawn.',
    zh: '此合约邀请已被处理或撤回。',
    th: 'ข้อเสนอนี้ได้รับการตอบหรือถูกยกเลิกไปแล้ว',
  },
  CONTRACT_NOT_ACTIVE: {
    en: 'This contract is no longer active.',
    zh: '此合约已不再生效。',
    th: 'สัญญานี้ไม่มีผลแล้ว',
  },
  CONTRACT_ALREADY_OPEN: {
    en: 'This agent already has an offer of this kind waiting for an answer.',
    zh: '该代理已有一份同类合约邀请待处理。',
    th: 'ตัวแทนนี้มีข้อเสนอสัญญาประเภทนี้รอการตอบอยู่แล้ว',
  },
  CONTRACT_TERMS_NOT_ALLOWED: {
    en: 'These contract terms are not allowed (tier order, rate limits or your own contract).',
    zh: '合约条款不被允许（档位顺序、比例上限或您自己的合约）。',
    th: 'เงื่อนไขสัญญานี้ไม่ได้รับอนุญาต (ลำดับขั้น เพดานอัตรา หรือสัญญาของคุณเอง)',
  },
  CONTRACT_UPLINE_NOT_CONTRACTED: {
    en: 'You need an active contract of this kind before you can offer one.',
    zh: '您需要先拥有同类生效合约才能发出邀请。',
    th: 'คุณต้องมีสัญญาประเภทนี้ที่มีผลอยู่ก่อนจึงจะเสนอสัญญาได้',
  },
  CONTRACT_CASCADE_REQUIRED: {
    en: 'Accepting ends contracts you gave to downlines at higher rates. Confirm to continue.',
    zh: '接受后将终止您给下级的更高比例合约，请确认后继续。',
    th: 'การยอมรับจะยุติสัญญาที่คุณให้ลูกทีมในอัตราที่สูงกว่า กรุณายืนยันเพื่อดำเนินการต่อ',
  },
  CONTRACT_KIND_OFF: {
    en: 'This kind of contract is not offered on this site.',
    zh: '本站未开放此类合约。',
    th: 'เว็บไซต์นี้ไม่เปิดให้ใช้สัญญาประเภทนี้',
  },
  BILL_NOT_FOUND: {
    en: 'No such bill.',
    zh: '账单不存在。',
    th: 'ไม่พบบิลนี้',
  },
  BILL_ACTION_NOT_ALLOWED: {
    en: 'This bill cannot take that action in its current status.',
    zh: '此账单当前状态不允许该操作。',
    th: 'บิลนี้ไม่สามารถทำรายการนั้นได้ในสถานะปัจจุบัน',
  },
  TEAM_PERIOD_INVALID: {
    en: 'Choose a start and an end day, the start first, at most 92 days apart.',
    zh: '请选择开始和结束日期，开始日期在前，最长 92 天。',
    th: 'กรุณาเลือกวันเริ่มต้นและวันสิ้นสุด โดยวันเริ่มต้นต้องมาก่อน และห่างกันไม่เกิน 92 วัน',
  },
  TEAM_EXPORT_TOO_LARGE: {
    en: 'Too many rows to export. Narrow the filter or the period and try again.',
    zh: '导出的行数过多，请缩小筛选条件或时间范围后重试。',
    th: 'จำนวนแถวที่ส่งออกมากเกินไป กรุณาจำกัดตัวกรองหรือช่วงเวลาแล้วลองอีกครั้ง',
  },
  // Issue 26: promotions.
  PROMOTION_NOT_FOUND: {
    en: 'No such promotion.',
    zh: '此优惠不存在。',
    th: 'ไม่พบโปรโมชั่นนี้',
  },
  PROMOTION_NOT_OPEN: {
    en: 'This promotion has not started yet or has ended.',
    zh: '此优惠尚未开始或已结束。',
    th: 'โปรโมชั่นนี้ยังไม่เริ่มหรือสิ้นสุดแล้ว',
  },
  PROMOTION_NOT_ELIGIBLE: {
    en: 'This promotion is not available to your account.',
    zh: '您的账户不符合此优惠的参加条件。',
    th: 'บัญชีของคุณไม่สามารถเข้าร่วมโปรโมชั่นนี้ได้',
  },
  PROMOTION_CLAIM_LIMIT: {
    en: 'You have already claimed this promotion as many times as allowed.',
    zh: '您已达到此优惠的领取次数上限。',
    th: 'คุณรับโปรโมชั่นนี้ครบจำนวนครั้งที่กำหนดแล้ว',
  },
  PROMOTION_BUDGET_EXHAUSTED: {
    en: 'This promotion has run out of its budget.',
    zh: '此优惠的预算已用完。',
    th: 'งบประมาณของโปรโมชั่นนี้หมดแล้ว',
  },
  PROMOTION_NOTHING_TO_CLAIM: {
    en: 'There is nothing to claim yet.',
    zh: '目前没有可领取的奖励。',
    th: 'ยังไม่มีรางวัลให้รับ',
  },
  PROMOTION_WRONG_ACTION: {
    en: 'This promotion is not taken this way.',
    zh: '此优惠不支持该操作。',
    th: 'โปรโมชั่นนี้ไม่รองรับการทำรายการนี้',
  },
  PROMOTION_IMAGE_INVALID: {
    en: 'Images must be PNG or JPG files.',
    zh: '图片必须为 PNG 或 JPG 格式。',
    th: 'รูปภาพต้องเป็นไฟล์ PNG หรือ JPG',
  },
  PROMOTION_IMAGE_TOO_LARGE: {
    en: 'Each image may be at most 5 MB.',
    zh: '每张图片不得超过 5 MB。',
    th: 'รูปภาพแต่ละรูปต้องมีขนาดไม่เกิน 5 MB',
  },
  PROMOTION_APPLICATION_PENDING: {
    en: 'Your application for this promotion is still being reviewed.',
    zh: '您对此优惠的申请仍在审核中。',
    th: 'ใบสมัครโปรโมชั่นนี้ของคุณยังอยู่ระหว่างการตรวจสอบ',
  },
  PROMOTION_APPLICATION_DECIDED: {
    en: 'This application has already been decided.',
    zh: '此申请已处理。',
    th: 'ใบสมัครนี้ได้รับการพิจารณาแล้ว',
  },
  PROMOTION_AMOUNT_TOO_HIGH: {
    en: 'The amount is above what this promotion allows.',
    zh: '金额超过此优惠的上限。',
    th: 'จำนวนเงินเกินกว่าที่โปรโมชั่นนี้กำหนด',
  },
  BONUS_NOT_FOUND: {
    en: 'This bonus does not exist.',
    zh: '该奖金不存在。',
    th: 'ไม่พบโบนัสนี้',
  },
  BONUS_NOT_ACTIVE: {
    en: 'This bonus is no longer active.',
    zh: '该奖金已不再有效。',
    th: 'โบนัสนี้ไม่ได้ใช้งานอยู่แล้ว',
  },
  BONUS_MAX_BET: {
    en: 'This bet is above the maximum bet allowed while your bonus is wagering.',
    zh: '投注金额超过奖金流水期间允许的最高投注额。',
    th: 'ยอดเดิมพันนี้เกินยอดเดิมพันสูงสุดที่อนุญาตระหว่างทำยอดเทิร์นโบนัส',
  },
  BONUS_SOURCE_CONFLICT: {
    en: 'A different bonus was already granted for this source.',
    zh: '此来源已发放了不同的奖金。',
    th: 'มีการมอบโบนัสอื่นจากแหล่งนี้ไปแล้ว',
  },
  // Issue 26: reward centre, red envelopes, sign-in and tasks.
  REWARD_NOT_FOUND: {
    en: 'This reward does not exist.',
    zh: '此奖励不存在。',
    th: 'ไม่พบรางวัลนี้',
  },
  REWARD_EXPIRED: {
    en: 'This reward has expired and can no longer be claimed.',
    zh: '此奖励已过期，无法再领取。',
    th: 'รางวัลนี้หมดอายุแล้ว ไม่สามารถรับได้อีก',
  },
  RED_ENVELOPE_CLOSED: {
    en: 'No red envelope is open right now. Come back at the next window.',
    zh: '现在没有开放的红包，请在下一个时段再来。',
    th: 'ขณะนี้ไม่มีอั่งเปาเปิดให้รับ กรุณากลับมาในรอบถัดไป',
  },
  RED_ENVELOPE_ALREADY_GRABBED: {
    en: 'You have already opened your red envelope in this window.',
    zh: '您已在本时段领取过红包。',
    th: 'คุณเปิดอั่งเปาของรอบนี้ไปแล้ว',
  },
  RED_ENVELOPE_SOLD_OUT: {
    en: 'All red envelopes of this window are gone.',
    zh: '本时段的红包已被抢完。',
    th: 'อั่งเปาของรอบนี้หมดแล้ว',
  },
  RED_ENVELOPE_NOT_ELIGIBLE: {
    en: 'This red envelope is for members who have made a deposit.',
    zh: '此红包仅限已存款的会员领取。',
    th: 'อั่งเปานี้สำหรับสมาชิกที่เคยฝากเงินแล้วเท่านั้น',
  },
  SIGN_IN_ALREADY_TODAY: {
    en: 'You have already checked in today. Come back tomorrow.',
    zh: '您今天已经签到，请明天再来。',
    th: 'วันนี้คุณเช็กอินแล้ว กรุณากลับมาใหม่พรุ่งนี้',
  },
  TASK_NOT_COMPLETE: {
    en: 'This task is not complete yet.',
    zh: '此任务尚未完成。',
    th: 'ภารกิจนี้ยังไม่สำเร็จ',
  },
  POINTS_INSUFFICIENT: {
    en: 'You do not have enough points for this.',
    zh: '积分不足。',
    th: 'คะแนนของคุณไม่เพียงพอ',
  },
  MALL_REWARD_NOT_FOUND: {
    en: 'This reward is not available.',
    zh: '该奖品不可兑换。',
    th: 'ของรางวัลนี้ไม่พร้อมให้แลก',
  },
  REWARD_OUT_OF_STOCK: {
    en: 'This reward is out of stock.',
    zh: '该奖品已兑完。',
    th: 'ของรางวัลนี้หมดแล้ว',
  },
  REWARD_LIMIT_REACHED: {
    en: 'You have redeemed this reward as many times as allowed.',
    zh: '您兑换该奖品的次数已达上限。',
    th: 'คุณแลกของรางวัลนี้ครบจำนวนครั้งที่กำหนดแล้ว',
  },
  REDEMPTION_NOT_FOUND: {
    en: 'No such redemption.',
    zh: '找不到该兑换记录。',
    th: 'ไม่พบรายการแลกนี้',
  },
  REDEMPTION_ALREADY_DECIDED: {
    en: 'This redemption has already been decided.',
    zh: '该兑换已处理。',
    th: 'รายการแลกนี้ได้รับการพิจารณาแล้ว',
  },
  POINTS_CONVERSION_TOO_SMALL: {
    en: 'Convert at least the minimum number of points, enough for at least one unit of money.',
    zh: '请至少兑换最低积分数，且至少可兑得一个货币单位。',
    th: 'กรุณาแลกคะแนนอย่างน้อยตามขั้นต่ำ และต้องได้เงินอย่างน้อยหนึ่งหน่วย',
  },
  DEPOSIT_POINTS_NOT_FOUND: {
    en: 'No points were earned on this deposit.',
    zh: '该存款未获得积分。',
    th: 'ไม่มีคะแนนที่ได้รับจากรายการฝากนี้',
  },
  BAD_REQUEST: {
    en: 'The request address is not valid.',
    zh: '请求地址无效。',
    th: 'ที่อยู่คำขอไม่ถูกต้อง',
  },
  HEADERS_TOO_LARGE: {
    en: 'The request address or headers are too long.',
    zh: '请求地址或请求头过长。',
    th: 'ที่อยู่หรือส่วนหัวของคำขอยาวเกินไป',
  },
  INTERNAL_ERROR: {
    en: 'Unknown error, please contact customer service.',
    zh: '未知错误，请联系客服。',
    th: 'เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ กรุณาติดต่อฝ่ายบริการลูกค้า',
  },
};
