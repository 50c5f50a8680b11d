/**
 * The help centre of a new site: the articles players ask for first, in Thai, English and Chinese.
 * Operators edit or replace them in the back office. The anchors `term`, `privacy`, `responsible`
 * and `faq` are the footer's links.
 */

type Texts = { th: string; en: string; zh: string };

export interface SeedArticle {
  anchor: string;
  title: Texts;
  body: Texts;
}

export interface SeedCategory {
  title: Texts;
  articles: SeedArticle[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const ol = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const SEED_HELP: SeedCategory[] = [
  {
    title: { th: 'การเงิน', en: 'Payments', zh: '存款与提款' },
    articles: [
      {
        anchor: 'deposit',
        title: { th: 'วิธีฝากเงิน', en: 'How to deposit', zh: '如何存款' },
        body: {
          th:
            ol(
              'เข้าสู่ระบบแล้วเปิด <strong>ฝากเงิน</strong> จากเมนู',
              'เลือกช่องทางชำระเงินและกรอกจำนวนเงินภายในขั้นต่ำและสูงสุดที่แสดง',
              'โอนเงินไปยังบัญชีที่แสดงหรือสแกน QR พร้อมเพย์ แล้วยืนยันรายการ',
            ) + p('ยอดเงินจะเข้าเมื่อการชำระได้รับการยืนยัน ดูสถานะได้ที่ประวัติการทำรายการ'),
          en:
            ol(
              'Sign in and open <strong>Deposit</strong> from the menu.',
              'Choose a payment method and enter an amount within the limits shown.',
              'Transfer to the account shown or scan the PromptPay QR code, then confirm.',
            ) +
            p(
              'Your balance updates once the payment is confirmed. Follow it in your transaction history.',
            ),
          zh:
            ol(
              '登录后从菜单打开<strong>存款</strong>。',
              '选择支付方式，并输入限额范围内的金额。',
              '转账到显示的账户或扫描 PromptPay 二维码，然后确认。',
            ) + p('付款确认后余额即到账，可在交易记录中查看状态。'),
        },
      },
      {
        anchor: 'withdrawal',
        title: { th: 'วิธีถอนเงิน', en: 'How to withdraw', zh: '如何提款' },
        body: {
          th:
            p('ผูกบัญชีธนาคารที่ชื่อตรงกับชื่อจริงของคุณ แล้วเปิด <strong>ถอนเงิน</strong>') +
            ul(
              'ใส่จำนวนเงินและรหัสผ่านการชำระเงิน',
              'ต้องมียอดเดิมพันครบตามเงื่อนไขก่อนถอน',
              'มีการจำกัดจำนวนครั้งและยอดต่อวัน',
            ) +
            p('การถอนส่วนใหญ่เสร็จภายในไม่กี่นาทีหลังอนุมัติ'),
          en:
            p('Bind a bank account in your real name, then open <strong>Withdraw</strong>.') +
            ul(
              'Enter the amount and your payment password.',
              'The required turnover must be met before a withdrawal.',
              'Daily limits apply to the number and the total of withdrawals.',
            ) +
            p('Most withdrawals are paid within minutes of approval.'),
          zh:
            p('绑定与您真实姓名一致的银行账户，然后打开<strong>提款</strong>。') +
            ul(
              '输入金额和支付密码。',
              '提款前需完成所需的投注流水。',
              '每日提款次数和总额有限制。',
            ) +
            p('大多数提款在审核通过后几分钟内到账。'),
        },
      },
    ],
  },
  {
    title: { th: 'บัญชีและความปลอดภัย', en: 'Account and security', zh: '账户与安全' },
    articles: [
      {
        anchor: 'security',
        title: { th: 'ความปลอดภัยของบัญชี', en: 'Account security', zh: '账户安全' },
        body: {
          th:
            ul(
              'ใช้รหัสผ่านที่คาดเดายากและไม่ใช้ซ้ำกับที่อื่น',
              'ตั้งรหัสผ่านการชำระเงินแยกจากรหัสเข้าสู่ระบบ',
              'ผูกเบอร์มือถือและอีเมลเพื่อกู้คืนบัญชี',
              'ออกจากระบบทุกครั้งเมื่อใช้เครื่องสาธารณะ',
            ) + p('เจ้าหน้าที่จะไม่ขอรหัสผ่านของคุณไม่ว่ากรณีใด'),
          en:
            ul(
              'Use a strong password you do not use anywhere else.',
              'Set a payment password separate from your sign-in password.',
              'Bind your mobile number and e-mail so you can recover your account.',
              'Sign out on shared devices.',
            ) + p('Our staff will never ask for your password.'),
          zh:
            ul(
              '使用强密码，且不要与其他网站重复。',
              '设置与登录密码不同的支付密码。',
              '绑定手机号和邮箱以便找回账户。',
              '在公共设备上使用后请退出登录。',
            ) + p('我们的工作人员绝不会索要您的密码。'),
        },
      },
      {
        anchor: 'privacy',
        title: { th: 'นโยบายความเป็นส่วนตัว', en: 'Privacy policy', zh: '隐私政策' },
        body: {
          th: p(
            'เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชี การชำระเงิน และความปลอดภัยของเว็บไซต์',
            'ข้อมูลของคุณได้รับการเข้ารหัสระหว่างส่งและจำกัดการเข้าถึง และจะไม่ถูกขายให้บุคคลอื่น',
          ),
          en: p(
            'We collect only the details needed to run your account, process payments and keep the site safe.',
            'Your data is encrypted in transit, access to it is restricted, and it is never sold to third parties.',
          ),
          zh: p(
            '我们只收集管理账户、处理付款和保障网站安全所需的信息。',
            '您的数据在传输中加密，访问受到严格限制，绝不出售给第三方。',
          ),
        },
      },
    ],
  },
  {
    title: {
      th: 'การเล่นอย่างรับผิดชอบและยุติธรรม',
      en: 'Fair and responsible play',
      zh: '公平与负责任博彩',
    },
    articles: [
      {
        anchor: 'responsible',
        title: { th: 'การเล่นอย่างรับผิดชอบ', en: 'Responsible gaming', zh: '负责任博彩' },
        body: {
          th:
            p('การเล่นควรเป็นความบันเทิง ไม่ใช่ช่องทางหาเงิน เล่นด้วยเงินที่เสียได้เท่านั้น') +
            ul('กำหนดงบและเวลาเล่น', 'พักเป็นระยะ', 'อย่าเล่นเพื่อตามคืนสิ่งที่เสียไป') +
            p('หากต้องการพักหรือปิดบัญชี ติดต่อฝ่ายบริการลูกค้าได้ตลอดเวลา ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป'),
          en:
            p(
              'Gaming should be entertainment, not a way to make money. Only play with money you can afford to lose.',
            ) +
            ul('Set a budget and a time limit.', 'Take regular breaks.', 'Never chase losses.') +
            p(
              'To pause or close your account, contact customer service at any time. Players must be 18 or older.',
            ),
          zh:
            p('博彩应是娱乐，而不是赚钱的方式。只用输得起的钱来玩。') +
            ul('设定预算和时间限制。', '定时休息。', '切勿追回损失。') +
            p('如需暂停或关闭账户，请随时联系客服。玩家须年满 18 岁。'),
        },
      },
      {
        anchor: 'fairness',
        title: {
          th: 'ความยุติธรรมของเกมของเรา',
          en: 'Fairness of our house games',
          zh: '自营游戏的公平性',
        },
        body: {
          th: p(
            'เกมของเรา (สล็อต ลูกเต๋า ไมน์ และแครช) ใช้ระบบพิสูจน์ความยุติธรรมได้ (provably fair)',
            'ก่อนเล่นคุณจะเห็นค่าแฮชของ server seed เมื่อเปลี่ยน seed ระบบจะเปิดเผย seed เดิม ให้คุณตรวจสอบผลทุกตาได้ที่หน้า <a href="/fairness">ความยุติธรรม</a>',
          ),
          en: p(
            'Our house games (slots, dice, mines and crash) are provably fair.',
            'Before you play you see the hash of the server seed; rotating the seed reveals the old one, so you can check every round on the <a href="/fairness">fairness</a> page.',
          ),
          zh: p(
            '我们的自营游戏（老虎机、骰子、扫雷和 Crash）均可证明公平。',
            '游戏前您会看到服务器种子的哈希值；更换种子后旧种子会被公开，您可在<a href="/fairness">公平性</a>页面验证每一局结果。',
          ),
        },
      },
    ],
  },
  {
    title: { th: 'ข้อกำหนดและคำถามที่พบบ่อย', en: 'Terms and questions', zh: '条款与常见问题' },
    articles: [
      {
        anchor: 'term',
        title: { th: 'ข้อกำหนดและเงื่อนไข', en: 'Terms and conditions', zh: '条款与条件' },
        body: {
          th: p(
            'การเปิดบัญชีถือว่าคุณยืนยันว่าอายุ 18 ปีขึ้นไปและการเล่นเกมออนไลน์ถูกกฎหมายในที่ที่คุณอยู่',
            'หนึ่งคนมีได้หนึ่งบัญชี โบนัสและโปรโมชั่นเป็นสิทธิ์ส่วนบุคคลและมีเงื่อนไขของตนเอง',
            'เราอาจระงับบัญชีที่ละเมิดข้อกำหนด เล่นไม่เป็นธรรม หรือใช้บัญชีร่วมกัน',
          ),
          en: p(
            'By opening an account you confirm that you are at least 18 and that online gaming is legal where you live.',
            'Each person may hold one account. Bonuses and promotions are personal and have their own rules.',
            'We may suspend accounts that break these terms, play unfairly or are shared.',
          ),
          zh: p(
            '开设账户即表示您确认已年满 18 岁，且在您所在地在线游戏合法。',
            '每人只能持有一个账户。奖金和优惠为个人所有，并有各自的规则。',
            '对违反条款、不公平游戏或共用账户的行为，我们可能暂停其账户。',
          ),
        },
      },
      {
        anchor: 'faq',
        title: { th: 'คำถามที่พบบ่อย', en: 'Frequently asked questions', zh: '常见问题' },
        body: {
          th:
            '<h3>สมัครสมาชิกอย่างไร?</h3>' +
            p('กด สมัครสมาชิก กรอกชื่อผู้ใช้และรหัสผ่าน ยืนยันอายุและยอมรับข้อกำหนด') +
            '<h3>เล่นฟรีได้ไหม?</h3>' +
            p('หลายเกมมีโหมดทดลองเล่น บัญชีทดลองไม่สามารถฝาก ถอน หรือใช้ศูนย์สมาชิกได้'),
          en:
            '<h3>How do I open an account?</h3>' +
            p(
              'Choose Register, enter a username and password, confirm your age and accept the terms.',
            ) +
            '<h3>Can I play for free?</h3>' +
            p(
              'Many games have a free trial. Trial accounts cannot deposit, withdraw or use the member centre.',
            ),
          zh:
            '<h3>如何注册账户？</h3>' +
            p('点击注册，输入用户名和密码，确认年龄并接受条款。') +
            '<h3>可以免费玩吗？</h3>' +
            p('许多游戏提供免费试玩。试玩账户不能存款、提款或使用会员中心。'),
        },
      },
      {
        anchor: 'contact',
        title: { th: 'ติดต่อเรา', en: 'Contact us', zh: '联系我们' },
        body: {
          th: p(
            'ฝ่ายบริการลูกค้าพร้อมช่วยเหลือตลอด 24 ชั่วโมง ผ่านแชทสดหรือช่องทางในเมนูด้านข้าง',
            'หากมีข้อเสนอแนะ ส่งถึงเราได้ที่หน้า <a href="/feedback">ข้อเสนอแนะ</a> แล้วดูคำตอบได้ในหน้าเดียวกัน',
          ),
          en: p(
            'Customer service is available 24 hours a day through live chat or the channels in the side menu.',
            'Send us your ideas or questions on the <a href="/feedback">feedback</a> page and read our reply there.',
          ),
          zh: p(
            '客服全天 24 小时在线，可通过在线客服或侧边菜单中的渠道联系。',
            '您可在<a href="/feedback">意见反馈</a>页面提交建议或问题，并在同一页面查看回复。',
          ),
        },
      },
    ],
  },
];
