import { webPaths } from '@minda/contracts/paths';
import type { SitePageSlug } from '@minda/contracts/rules/community';
import { refundText, STAY_REFUND_SCHEDULE } from '@minda/contracts/rules/stay-pricing';

/** Company, terms, privacy, refund rules and travel info as operator HTML (sanitized on display). */

const CONTACT = '고객센터 1600-0000 (평일 10:00~12:00, 13:00~18:00, 주말·공휴일 휴무) · help@minda.example';

const ABOUT = `<h2>해외 어디서든, 한국어로 편안하게</h2>
<p>(주)민다는 해외 한인민박과 호텔, 현지 투어·티켓을 한곳에서 찾고 예약하는 여행 플랫폼입니다. 낯선 도시에서도 한국어로 묻고 답할 수 있는 숙소와 가이드를 연결해, 누구나 안심하고 떠날 수 있는 여행을 만듭니다.</p>
<h3>민다가 하는 일</h3>
<ul>
<li><strong>한인민박</strong> — 유럽·미주·아시아 40여 개 도시의 한국인 호스트 숙소. 한식 조식, 한국어 체크인, 현지 생활 팁까지.</li>
<li><strong>해외호텔</strong> — 세계 주요 도시의 호텔을 세금 포함 요금으로 비교하고 예약.</li>
<li><strong>투어·티켓</strong> — 한국어 가이드 투어, 박물관 입장권, 공항 픽업, 유심·보험 같은 여행 준비물.</li>
</ul>
<h3>숫자로 보는 민다</h3>
<ul>
<li>파트너 숙소 400여 곳, 투어·티켓 250여 개</li>
<li>누적 후기 12만 건, 평균 평점 4.7</li>
<li>연중무휴 현지 긴급 연락망 운영</li>
</ul>
<h3>회사 정보</h3>
<table>
<tbody>
<tr><th scope="row">상호</th><td>(주)민다</td></tr>
<tr><th scope="row">대표</th><td>김민다</td></tr>
<tr><th scope="row">주소</th><td>서울특별시 중구 세종대로 110</td></tr>
<tr><th scope="row">사업자등록번호</th><td>123-45-67890</td></tr>
<tr><th scope="row">통신판매업 신고</th><td>제2024-서울중구-0000호</td></tr>
<tr><th scope="row">관광사업자 등록</th><td>제2024-000012호</td></tr>
<tr><th scope="row">문의</th><td>${CONTACT}</td></tr>
</tbody>
</table>
<p>민다는 통신판매중개자로서 숙소·투어 상품의 거래 당사자가 아니며, 상품 정보와 거래에 대한 책임은 각 판매자(파트너)에게 있습니다.</p>`;

const CLAUSE = `<h2>제1장 총칙</h2>
<h3>제1조 (목적)</h3>
<p>이 약관은 (주)민다(이하 “회사”)가 운영하는 민다 웹사이트와 모바일 앱(이하 “서비스”)에서 제공하는 숙박·투어 예약 중개 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.</p>
<h3>제2조 (정의)</h3>
<ol>
<li>“회원”이란 약관에 동의하고 아이디를 발급받아 서비스를 이용하는 사람을 말합니다.</li>
<li>“파트너”란 서비스에 숙소·투어 상품을 등록해 판매하는 사업자를 말합니다.</li>
<li>“예약금”이란 한인민박 예약 시 온라인으로 결제하는 금액으로, 총 숙박 요금의 10%인 예약 수수료를 말합니다.</li>
</ol>
<h3>제3조 (약관의 게시와 개정)</h3>
<p>회사는 약관을 서비스 첫 화면에서 연결되는 곳에 게시합니다. 약관을 개정할 때는 적용일 7일 전(회원에게 불리한 경우 30일 전)부터 공지합니다.</p>
<h2>제2장 회원</h2>
<h3>제4조 (회원 가입)</h3>
<p>회원 가입은 이용자가 약관과 개인정보처리방침에 동의하고 가입 양식을 제출한 뒤 회사가 승낙함으로써 성립합니다. 만 14세 미만은 가입할 수 없습니다.</p>
<h3>제5조 (회원 탈퇴와 자격 상실)</h3>
<p>회원은 언제든지 마이페이지에서 탈퇴할 수 있습니다. 다른 사람의 정보를 도용하거나 서비스 운영을 방해한 경우 회사는 회원 자격을 제한할 수 있습니다.</p>
<h2>제3장 예약과 결제</h2>
<h3>제6조 (중개 서비스의 성격)</h3>
<p>회사는 통신판매중개자로서 회원과 파트너 사이의 거래를 중개하며, 숙박·투어 계약의 당사자는 회원과 파트너입니다.</p>
<h3>제7조 (예약의 성립)</h3>
<p>예약은 회원이 결제를 마치고 파트너가 확정하면 성립합니다. 즉시 예약 상품은 결제 완료와 동시에 확정됩니다.</p>
<h3>제8조 (결제)</h3>
<ul>
<li>한인민박: 예약금(총 요금의 10%)을 온라인으로 결제하고, 잔금은 체크인 때 숙소에 직접 결제합니다.</li>
<li>해외호텔·투어·티켓: 전액을 온라인으로 결제합니다.</li>
</ul>
<h3>제9조 (예약 취소 및 환불)</h3>
<p>취소와 환불은 상품별 취소 규정과 <a href="${webPaths.pc.refundRule.href()}">취소·환불 규정</a>에 따릅니다.</p>
<h2>제4장 기타</h2>
<h3>제10조 (분쟁 해결)</h3>
<p>서비스 이용과 관련한 분쟁은 대한민국 법을 따르며, 관할 법원은 민사소송법에 따릅니다.</p>
<p>부칙: 이 약관은 2024년 1월 1일부터 시행합니다.</p>`;

const PRIVACY = `<p>(주)민다(이하 “회사”)는 「개인정보 보호법」에 따라 이용자의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위해 다음과 같이 개인정보처리방침을 둡니다.</p>
<h3>1. 수집하는 개인정보 항목</h3>
<ul>
<li>회원 가입: 아이디, 비밀번호, 이메일, 닉네임</li>
<li>예약: 투숙객·참가자 이름(영문), 휴대전화 번호, 이메일, 생년월일(투어 보험 가입 시)</li>
<li>결제: 결제 수단 정보(카드사명, 승인번호). 카드번호 전체는 저장하지 않습니다.</li>
<li>자동 수집: 접속 기록, 쿠키, 기기 정보</li>
</ul>
<h3>2. 수집·이용 목적</h3>
<ul>
<li>예약 확인과 파트너 전달, 결제와 환불 처리</li>
<li>고객 상담, 분쟁 처리, 부정 이용 방지</li>
<li>이벤트·혜택 안내 (동의한 회원에 한함)</li>
</ul>
<h3>3. 보유 및 이용 기간</h3>
<table>
<thead><tr><th scope="col">항목</th><th scope="col">기간</th><th scope="col">근거</th></tr></thead>
<tbody>
<tr><td>계약·청약철회 기록</td><td>5년</td><td>전자상거래법</td></tr>
<tr><td>대금 결제·재화 공급 기록</td><td>5년</td><td>전자상거래법</td></tr>
<tr><td>소비자 불만·분쟁 처리 기록</td><td>3년</td><td>전자상거래법</td></tr>
<tr><td>접속 기록</td><td>3개월</td><td>통신비밀보호법</td></tr>
</tbody>
</table>
<h3>4. 제3자 제공</h3>
<p>예약 이행을 위해 예약한 숙소·투어 파트너에게 투숙객 이름, 연락처, 일정, 인원을 제공합니다. 그 외에는 이용자 동의나 법령에 근거한 경우에만 제공합니다.</p>
<h3>5. 이용자의 권리</h3>
<p>이용자는 언제든지 자신의 개인정보를 열람·정정·삭제하거나 처리 정지를 요구할 수 있습니다. 마이페이지 또는 고객센터로 요청해 주세요.</p>
<h3>6. 개인정보 보호책임자</h3>
<p>개인정보 보호책임자: 정보보호팀장 · privacy@minda.example</p>
<p>${CONTACT}</p>
<p>시행일: 2024년 1월 1일</p>`;

const REFUND_RULE = `<p>상품마다 결제 방식과 취소 규정이 다릅니다. 상품 상세 페이지의 개별 규정이 있으면 그 규정이 우선합니다.</p>
<h2>한인민박</h2>
<p>한인민박은 <strong>총 숙박 요금의 10%를 예약금(예약 수수료)으로 온라인 결제</strong>하고, <strong>나머지 잔금은 체크인 때 숙소에 직접 결제</strong>합니다.</p>
<table>
<caption>한인민박 취소 시 예약금 환불 기준 (체크인일 기준, 현지 시각)</caption>
<thead><tr><th scope="col">취소 시점</th><th scope="col">예약금 환불</th></tr></thead>
<tbody>
${STAY_REFUND_SCHEDULE.map((row) => `<tr><td>${row.when}</td><td>${refundText(row.percent)}</td></tr>`).join('\n')}
</tbody>
</table>
<ul>
<li>잔금은 현지에서 결제하므로 체크인 전 취소 시 잔금은 청구되지 않습니다.</li>
<li>예약 확정 전(숙소 승인 대기 중) 취소하면 예약금 전액을 돌려드립니다.</li>
<li>예약금 입금 기한이 지나면 예약은 자동 취소됩니다.</li>
<li>숙소 사정으로 예약이 취소되면 예약금 전액을 환불하고 대체 숙소를 안내해 드립니다.</li>
</ul>
<h2>해외호텔</h2>
<ul>
<li>전액 온라인 결제 상품입니다.</li>
<li>무료 취소 기한이 표시된 요금은 기한 전까지 수수료 없이 취소할 수 있습니다.</li>
<li>‘환불 불가’ 요금은 결제 후 취소·변경이 불가능합니다.</li>
</ul>
<h2>투어·티켓</h2>
<table>
<caption>투어·티켓 취소 수수료 (이용일 기준)</caption>
<thead><tr><th scope="col">취소 시점</th><th scope="col">환불</th></tr></thead>
<tbody>
<tr><td>이용일 7일 전까지</td><td>100% 환불</td></tr>
<tr><td>이용일 6일 ~ 3일 전</td><td>50% 환불</td></tr>
<tr><td>이용일 2일 전 ~ 당일</td><td>환불 불가</td></tr>
</tbody>
</table>
<ul>
<li>입장 시간 지정 티켓과 바우처가 발송된 패스는 발송 후 환불되지 않습니다.</li>
<li>최소 인원 미달, 기상 악화 등 현지 사정으로 투어가 취소되면 전액 환불합니다.</li>
</ul>
<h2>환불 처리 기간</h2>
<p>카드 결제는 취소 승인 후 3~7영업일, 계좌이체는 환불 요청일로부터 3영업일 이내에 처리됩니다.</p>
<p>${CONTACT}</p>`;

const TRAVEL_INFO = `<p>출국 전 확인해 두면 좋은 나라별 기본 정보입니다. 입국 규정은 자주 바뀌니 출발 전 외교부 해외안전여행 사이트에서 한 번 더 확인해 주세요.</p>
<table>
<caption>나라별 통화·전압·입국 정보 (대한민국 여권 기준)</caption>
<thead><tr><th scope="col">나라</th><th scope="col">통화</th><th scope="col">전압·플러그</th><th scope="col">입국</th></tr></thead>
<tbody>
<tr><th scope="row">프랑스</th><td>유로 (EUR, €)</td><td>230V · C/E 타입 (한국 플러그 사용 가능)</td><td>솅겐 지역 180일 중 90일 무비자</td></tr>
<tr><th scope="row">영국</th><td>파운드 (GBP, £)</td><td>230V · G 타입 (변환 어댑터 필요)</td><td>6개월 무비자, 전자여행허가(ETA) 필요</td></tr>
<tr><th scope="row">이탈리아</th><td>유로 (EUR, €)</td><td>230V · C/F/L 타입 (대부분 사용 가능)</td><td>솅겐 지역 90일 무비자</td></tr>
<tr><th scope="row">스페인</th><td>유로 (EUR, €)</td><td>230V · C/F 타입</td><td>솅겐 지역 90일 무비자</td></tr>
<tr><th scope="row">스위스</th><td>스위스 프랑 (CHF)</td><td>230V · J 타입 (얇은 C 타입은 사용 가능)</td><td>솅겐 지역 90일 무비자</td></tr>
<tr><th scope="row">체코</th><td>코루나 (CZK, Kč)</td><td>230V · E 타입</td><td>솅겐 지역 90일 무비자</td></tr>
<tr><th scope="row">미국</th><td>달러 (USD, $)</td><td>120V · A/B 타입 (변환 어댑터 필요)</td><td>ESTA 승인 후 90일 무비자</td></tr>
<tr><th scope="row">일본</th><td>엔 (JPY, ¥)</td><td>100V · A 타입 (변환 어댑터 필요)</td><td>90일 무비자</td></tr>
<tr><th scope="row">태국</th><td>바트 (THB, ฿)</td><td>220V · A/C 타입</td><td>90일 무비자</td></tr>
</tbody>
</table>
<h3>환전 팁</h3>
<ul>
<li>유로·달러·엔은 국내에서 환전해 가는 편이 대체로 유리합니다.</li>
<li>코루나·바트처럼 국내 환율이 불리한 통화는 현지 ATM 인출이나 트래블카드를 이용하세요.</li>
<li>유럽은 대부분 카드 결제가 되지만, 시장과 작은 민박은 현금만 받는 곳이 있습니다.</li>
</ul>
<h3>출국 전 체크리스트</h3>
<ul>
<li>여권 유효기간 6개월 이상 남았는지 확인</li>
<li>ESTA(미국), ETA(영국) 등 전자여행허가 미리 신청</li>
<li>여행자 보험, 유심·eSIM 준비</li>
<li>한인민박 잔금은 현지 결제: 숙소가 받는 결제 수단(현금·카드) 확인</li>
</ul>
<p>도시별 숙소와 투어는 <a href="${webPaths.pc.stays.href()}">한인민박</a>, <a href="${webPaths.pc.tours.href()}">투어·티켓</a>에서 찾아보세요.</p>`;

export const SITE_PAGES: readonly { slug: SitePageSlug; title: string; bodyHtml: string }[] = [
  { slug: 'about', title: '회사소개', bodyHtml: ABOUT },
  { slug: 'clause', title: '이용약관', bodyHtml: CLAUSE },
  { slug: 'privacy', title: '개인정보처리방침', bodyHtml: PRIVACY },
  { slug: 'refund-rule', title: '취소·환불 규정', bodyHtml: REFUND_RULE },
  { slug: 'travel-info', title: '여행정보', bodyHtml: TRAVEL_INFO },
];
